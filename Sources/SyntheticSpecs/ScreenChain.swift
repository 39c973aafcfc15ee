extension SyntheticSpecs {
    /// A single chain of `screens` screens, `Chain0 → Chain1 → …`, each reached only from the one
    /// before (and going back to it), so the route to the last screen takes every step: the worst
    /// case for routes. Each screen has a title, a button forward and back, a check and a getter.
    public static func chain(screens: Int) -> [String: String] {
        let count = max(1, screens)
        var files = ["pagewright.json": #"{ "apps": { "main": { "entry": "Chain0" } }, "accessLevel": "public" }"#]
        for index in 0..<count {
            var actions: [String] = []
            if index + 1 < count { actions.append(#""next": { "tap": "forward", "to": "Chain\#(index + 1)" }"#) }
            if index > 0 { actions.append(#""back": { "tap": "backButton", "to": "Chain\#(index - 1)" }"#) }
            files["chain/Chain\(index).json"] = """
                {
                  "screen": "Chain\(index)",
                  "verify": { "present": ["title"] },
                  "elements": {
                    "title": { "type": "staticText", "id": "Chain\(index).title" },
                    "forward": { "type": "button", "id": "Chain\(index).forward" },
                    "backButton": { "type": "button", "id": "Chain\(index).back" }
                  },
                  "actions": { \(actions.joined(separator: ", ")) },
                  "checks": { "titleIs": { "params": { "text": "String" }, "label": "title", "equals": "$text" } },
                  "getters": { "titleText": { "label": "title" } }
                }

                """
        }
        return files
    }
}
