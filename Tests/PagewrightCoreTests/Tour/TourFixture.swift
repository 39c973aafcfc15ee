import PagewrightCore

/// A small app whose tour uses every kind of move: a section and its way back, an alert opened
/// from anywhere and closed back to its opener, an action the app decides between two screens
/// (each with an example), a trait's action on an element each screen supplies, actions taken
/// before another with their examples, an enum parameter, and a move that ends the walk.
enum TourFixture {
    static func files(styles: String, plain: String = "", tour: String = #"{ "generate": true }"#) -> [SpecFile] {
        specFiles([
            "pagewright.json": #"{ "apps": { "main": { "entry": "Home" } }, "style": \#(styles), "types": { "Tab": ["all", "mine"] }, "tour": \#(tour)\#(plain.isEmpty ? "" : ", \"plain\": " + plain) }"#,
            "Waitable.json": #"{ "trait": "Waitable", "requires": ["view"], "actions": { "refresh": { "tap": "view", "to": "Home" } } }"#,
            "Home.json": """
                { "screen": "Home", "verify": { "present": ["view"] }, "traits": ["Waitable"],
                  "elements": { "view": { "type": "other", "id": "Home.view" },
                                "row": { "type": "cell", "id": "Home.row.$n", "params": { "n": "Int" } },
                                "field": { "type": "textField", "id": "Home.field" } },
                  "actions": {
                    "type": { "params": { "text": { "type": "String", "example": "hello" } }, "typeText": "$text", "into": "field" },
                    "filter": { "params": { "tab": { "type": "Tab", "example": "mine" } }, "typeText": "$tab", "into": "field" },
                    "open": { "params": { "n": "Int" }, "tap": "row", "to": ["Detail", "Empty"],
                              "example": [{ "args": { "n": 1 }, "to": "Detail", "before": ["type", "filter"] }, { "args": { "n": 9 }, "to": "Empty" }] },
                    "delete": { "tap": "view", "to": "Confirm" }
                  } }
                """,
            "Recent.json": #"{ "screen": "Recent", "sectionOf": "Home", "verify": { "present": ["list"] }, "elements": { "list": { "type": "table", "id": "Recent.list" } }, "actions": { "openFirst": { "tap": "list", "to": "Detail" } } }"#,
            "Detail.json": """
                { "screen": "Detail", "verify": { "present": ["view"] }, "traits": ["Waitable"],
                  "elements": { "view": { "type": "other", "id": "Detail.view" } },
                  "actions": { "delete": { "tap": "view", "to": "Confirm" }, "signOut": { "tap": "view", "to": "Home", "example": { "endsWalk": true } } } }
                """,
            "Empty.json": #"{ "screen": "Empty", "verify": { "present": ["view"] }, "traits": ["Waitable"], "elements": { "view": { "type": "other", "id": "Empty.view" } } }"#,
            "Confirm.json": """
                { "screen": "Confirm", "opensFrom": "anywhere", "verify": { "present": ["alert"] },
                  "elements": { "alert": { "type": "alert", "id": "Confirm" } },
                  "actions": { "ok": { "tap": "alert", "to": "$source" }, "cancel": { "tap": "alert", "to": "$source" } } }
                """,
        ])
    }
}
