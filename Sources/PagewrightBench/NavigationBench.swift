import Foundation

/// 9. Navigation from wherever the app is: the generated `factory.goTo(_:)` against a recovery
/// helper written by hand (`Tests/DemoAppTests/HandWrittenRecovery.swift`), from 9 start states to
/// 6 screens, calm, and what one "where am I" costs on a settled screen. The figures come from an
/// XCTest (`Tests/DemoAppTests/NavigationCostTests.swift`) run in a subprocess; this relays them.
struct NavigationBench {
    let context: BenchContext

    struct Approach {
        var name: String
        var runs: Int
        var arrived: Int
        var roundTrips: Int
        var snapshots: Int
        var seconds: Double
        var mostRoundTrips: Int
        var mostRoundTripsRun: String
        var bound: Int?
    }

    struct Row {
        var by: String
        var name: String
        var goTo: (trips: Int, snapshots: Int, seconds: Double)
        var hand: (trips: Int, snapshots: Int, seconds: Double)
    }

    struct Look {
        var looks: Int
        var snapshotsMin: Int
        var snapshotsMax: Int
        var roundTripsMin: Int
        var roundTripsMax: Int
        var bound: Int
    }

    func run() throws -> [Verdict] {
        guard let swift = context.swift else { throw UsageError("swift not found on PATH") }
        let scratch = URL(fileURLWithPath: context.products).deletingLastPathComponent().deletingLastPathComponent().path
        print("""

        ## 9. Navigation from wherever the app is

        `factory.goTo(X.self)` (the demo's generated factory) against a recovery helper written by hand in plain
        XCUITest calls (`Tests/DemoAppTests/HandWrittenRecovery.swift`: close a system alert and the app's alert,
        tap Close, Back or the Search tab back to Main, relaunch on a screen with no way back, then the known way
        from Main, logging out on the way to Login), from 9 start states to 6 screens, calm (no chaos), each run on
        a fresh device. Round trips, snapshots and simulated seconds are the stand-in's counters, from the start
        state made to the arrival. From `swift test --filter NavigationCost` (debug build in
        \(scratch.replacingOccurrences(of: context.root + "/", with: ""))).

        """)
        progress("swift test --filter NavigationCost (builds the tests if needed)")
        let result = try Subprocess.run(swift, ["test", "--package-path", context.root, "--scratch-path", scratch, "--filter", "NavigationCost"])
        let lines = result.output.split(separator: "\n").map(String.init)
        let approaches = lines.compactMap(Self.approach)
        let rows = lines.compactMap(Self.row)
        let look = lines.lazy.compactMap(Self.look).first
        guard result.status == 0, approaches.count == 2, let look else {
            print("The NavigationCost test failed (exit status \(result.status)):\n")
            print(lines.filter { $0.contains("error") || $0.contains("failed") }.prefix(20).joined(separator: "\n"))
            return [Verdict(target: "goTo: arrives from every start state, within its round-trip bound", figure: "test failed", met: false),
                    Verdict(target: "where am I on a settled screen: one snapshot of each app", figure: "test failed", met: false)]
        }

        var summary = Table(["approach", "runs arrived", "round trips", "snapshots", "simulated s", "most round trips in a run (bound)"])
        for approach in approaches {
            summary.add([approach.name == "goTo" ? "generated `goTo`" : "hand-written helper", "\(approach.arrived) of \(approach.runs)",
                         Format.count(approach.roundTrips), Format.count(approach.snapshots), Format.fixed(approach.seconds),
                         "\(approach.mostRoundTrips), \(approach.mostRoundTripsRun)" + (approach.bound.map { " (\($0))" } ?? "")])
        }
        summary.print()
        for by in ["start", "target"] {
            print("\nBy \(by == "start" ? "start state (all six targets)" : "target (all nine start states)"):\n")
            var table = Table([by == "start" ? "start state" : "target", "goTo: round trips", "hand-written: round trips", "goTo ÷ hand-written",
                               "goTo: snapshots", "goTo: simulated s", "hand-written: simulated s"])
            for row in rows where row.by == by {
                table.add([row.name, String(row.goTo.trips), String(row.hand.trips),
                           row.hand.trips > 0 ? Format.fixed(Double(row.goTo.trips) / Double(row.hand.trips)) : "–",
                           String(row.goTo.snapshots), Format.fixed(row.goTo.seconds), Format.fixed(row.hand.seconds)])
            }
            table.print()
        }
        print("\n\"Where am I\" on a settled screen, after each of the \(look.looks) arrivals: \(look.snapshotsMin)–\(look.snapshotsMax) snapshots, "
              + "\(look.roundTripsMin)–\(look.roundTripsMax) round trips in all (bound \(look.bound)).")

        let goTo = approaches.first { $0.name == "goTo" }!, hand = approaches.first { $0.name != "goTo" }!
        return [
            Verdict(target: "goTo: arrives from every start state, within its round-trip bound",
                    figure: "\(goTo.arrived) of \(goTo.runs) runs; at most \(goTo.mostRoundTrips) round trips (bound \(goTo.bound.map(String.init) ?? "?")); "
                        + "\(goTo.roundTrips) vs \(hand.roundTrips) hand-written in all (\(Format.fixed(Double(goTo.roundTrips) / Double(max(hand.roundTrips, 1))))), "
                        + "\(Format.fixed(goTo.seconds)) vs \(Format.fixed(hand.seconds)) simulated s",
                    met: goTo.arrived == goTo.runs && goTo.mostRoundTrips <= (goTo.bound ?? .max)),
            Verdict(target: "where am I on a settled screen: one snapshot of each app",
                    figure: "\(look.snapshotsMin)–\(look.snapshotsMax) snapshots (the app and Springboard), \(look.roundTripsMax) round trips at most, over \(look.looks) looks",
                    met: look.snapshotsMin == 2 && look.snapshotsMax == 2),
        ]
    }

    static func fields(_ line: String, prefix: String) -> [String: String]? {
        guard line.hasPrefix(prefix) else { return nil }
        var fields: [String: String] = [:]
        for pair in line.dropFirst(prefix.count).split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        return fields
    }

    /// `[navigation] approach=…;runs=…;arrived=…;roundTrips=…;snapshots=…;seconds=…;mostRoundTrips=…;mostRoundTripsRun=…;bound=…`
    static func approach(_ line: String) -> Approach? {
        guard let f = fields(line, prefix: "[navigation] "), let name = f["approach"], let runs = f["runs"].flatMap(Int.init),
              let arrived = f["arrived"].flatMap(Int.init), let trips = f["roundTrips"].flatMap(Int.init),
              let snapshots = f["snapshots"].flatMap(Int.init), let seconds = f["seconds"].flatMap(Double.init),
              let most = f["mostRoundTrips"].flatMap(Int.init) else { return nil }
        return Approach(name: name, runs: runs, arrived: arrived, roundTrips: trips, snapshots: snapshots, seconds: seconds,
                        mostRoundTrips: most, mostRoundTripsRun: f["mostRoundTripsRun"] ?? "", bound: f["bound"].flatMap(Int.init))
    }

    /// `[navigation-row] by=start|target;name=…;goToTrips=…;goToSnapshots=…;goToSeconds=…;handTrips=…;handSnapshots=…;handSeconds=…`
    static func row(_ line: String) -> Row? {
        guard let f = fields(line, prefix: "[navigation-row] "), let by = f["by"], let name = f["name"],
              let gt = f["goToTrips"].flatMap(Int.init), let gs = f["goToSnapshots"].flatMap(Int.init), let gsec = f["goToSeconds"].flatMap(Double.init),
              let ht = f["handTrips"].flatMap(Int.init), let hs = f["handSnapshots"].flatMap(Int.init), let hsec = f["handSeconds"].flatMap(Double.init)
        else { return nil }
        return Row(by: by, name: name, goTo: (gt, gs, gsec), hand: (ht, hs, hsec))
    }

    /// `[navigation-where] looks=…;snapshotsMin=…;snapshotsMax=…;roundTripsMin=…;roundTripsMax=…;bound=…`
    static func look(_ line: String) -> Look? {
        guard let f = fields(line, prefix: "[navigation-where] "), let looks = f["looks"].flatMap(Int.init),
              let sMin = f["snapshotsMin"].flatMap(Int.init), let sMax = f["snapshotsMax"].flatMap(Int.init),
              let tMin = f["roundTripsMin"].flatMap(Int.init), let tMax = f["roundTripsMax"].flatMap(Int.init),
              let bound = f["bound"].flatMap(Int.init) else { return nil }
        return Look(looks: looks, snapshotsMin: sMin, snapshotsMax: sMax, roundTripsMin: tMin, roundTripsMax: tMax, bound: bound)
    }
}
