import Testing
@testable import PagewrightCore

/// The printer's in-place edits, which renderers use instead of writing a line twice: each must
/// give the bytes that writing the result directly gives.
@Suite("SwiftPrinter's in-place edits")
struct SwiftPrinterInPlaceTests {
    @Test func foldingAnOnlyLineGivesWhatCompactBlockWrites() {
        var folded = SwiftPrinter()
        folded.block("struct A") { p in
            p.line("func f() {")
            let bodyStart = p.mark
            p.indented { $0.line("self.tap(x)") }
            #expect(p.onlyLine(since: bodyStart, startsWithAnyOf: ["self.type(", "self.tap("]))
            #expect(!p.onlyLine(since: bodyStart, startsWithAnyOf: ["self.step(", "self.tapped("]))
            p.foldOnlyLine(since: bodyStart)
            p.line("let after = 1")
        }
        var direct = SwiftPrinter()
        direct.block("struct A") { p in
            p.line("func f() { self.tap(x) }")
            p.line("let after = 1")
        }
        #expect(folded.text == direct.text)
        #expect(folded.lineCount == direct.lineCount)
    }

    @Test func anEmptyOnlyLineFoldsAsCompactBlockWroteIt() {
        var printer = SwiftPrinter()
        let isOneLine = printer.compactBlock("if x") { $0.line() }
        #expect(isOneLine)
        #expect(printer.text == "if x {  }\n")
    }

    @Test func severalLinesAreNotAnOnlyLine() {
        var printer = SwiftPrinter()
        printer.line("func f() {")
        let bodyStart = printer.mark
        printer.indented { p in
            p.line("self.tap(x)")
            p.line("self.tap(y)")
        }
        #expect(!printer.onlyLine(since: bodyStart, startsWithAnyOf: ["self.tap("]))
    }

    @Test func liftingAnOnlyLineInsertsAtTheBookmarkAndDropsTheOpener() {
        var lifted = SwiftPrinter()
        lifted.block("func save()") { p in
            let open = p.mark
            p.line("self.perform(\"save\") {")
            let bodyStart = p.mark
            p.indented { p in
                p.beginLine()
                p.append("self.tap(Element.save")
                p.setBookmark()
                p.append(", within: .networking, file: file, line: line)")
                p.endLine()
            }
            let lifted = p.liftOnlyLine(since: bodyStart, replacing: open, inserting: ", action: \"save\"")
            #expect(lifted)
            p.line("// next")
        }
        var direct = SwiftPrinter()
        direct.block("func save()") { p in
            p.line("self.tap(Element.save, action: \"save\", within: .networking, file: file, line: line)")
            p.line("// next")
        }
        #expect(lifted.text == direct.text)
        #expect(lifted.lineCount == direct.lineCount)
    }

    @Test func aBookmarkOutsideTheLineLiftsNothing() {
        var printer = SwiftPrinter()
        printer.setBookmark()
        let open = printer.mark
        printer.line("self.perform(\"save\") {")
        let bodyStart = printer.mark
        printer.indented { $0.line("self.tap(Element.save, file: file, line: line)") }
        let before = printer.text
        let lifted = printer.liftOnlyLine(since: bodyStart, replacing: open, inserting: ", action: \"save\"")
        #expect(!lifted)
        #expect(printer.text == before)
    }

    @Test func reopeningTheLastLineAppendsToIt() {
        var printer = SwiftPrinter()
        printer.indented { $0.line("self.tap(x)") }
        #expect(!printer.lastLineEnds(with: UInt8(ascii: "}")))
        printer.indented { p in
            p.reopenLastLine()
            p.append(".next()")
            p.endLine()
        }
        #expect(printer.text == "    self.tap(x).next()\n")
    }

    @Test func aLiteralIsWrittenAsSwiftNamesWritesIt() {
        for text in ["plain", "with \"quotes\" and \\", "tab\there", "→ arrow", "", "e\u{301}"] {
            var printer = SwiftPrinter()
            printer.beginLine()
            printer.appendLiteral(text)
            printer.endLine()
            #expect(printer.text == SwiftNames.literal(text) + "\n")
        }
    }
}

/// The appending twins of `SwiftValues`' string builders write the same text.
@Suite("SwiftValues appended in parts")
struct SwiftValuesAppendedTests {
    typealias Part = Resolved.Text.Part

    static let texts: [[Part]] = [
        [],
        [.literal("Saved.cell")],
        [.literal("say \"hi\"\n")],
        [.parameter("title", path: [], type: .string)],
        [.parameter("count", path: [], type: .int)],
        [.parameter("user", path: ["login"], type: .string)],
        [.parameter("kind", path: [], type: .enumeration("Kind"))],
        [.parameter("title", path: [], type: .string, transforms: [.underscored, .lowercased])],
        [.literal("Filter."), .parameter("group", path: [], type: .string), .literal(".row")],
        [.literal("n="), .parameter("count", path: [], type: .int), .literal(" k="), .parameter("kind", path: [], type: .enumeration("Kind"))],
        [.literal("a"), .parameter("in", path: ["default"], type: .string, transforms: [.trimmed])],
    ]

    @Test(arguments: texts)
    func appendTextWritesWhatTextReturns(parts: [Part]) {
        let text = Resolved.Text(parts: parts)
        for typed in [false, true] {
            var printer = SwiftPrinter()
            printer.beginLine()
            SwiftValues.appendText(text, typed: typed, into: &printer)
            printer.endLine()
            #expect(printer.text == SwiftValues.text(text, typed: typed) + "\n")
        }
    }

    @Test(arguments: texts)
    func appendValueWritesWhatValueReturns(parts: [Part]) {
        for value in [Resolved.Value.text(Resolved.Text(parts: parts)), .parameter("in"), .literal(.string("x\"y"))] {
            var printer = SwiftPrinter()
            printer.beginLine()
            SwiftValues.appendValue(value, into: &printer)
            printer.endLine()
            #expect(printer.text == SwiftValues.value(value) + "\n")
        }
    }
}
