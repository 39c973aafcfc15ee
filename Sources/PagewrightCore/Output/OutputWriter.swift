import Foundation

/// Write stage: carries out an `OutputPlan`, all or nothing.
///
/// 1. The output folder is locked (`OutputLock`), so a second run waits; the plan is made again
///    under the lock, against the folder as it is now, and leftover temporary files of killed
///    runs are removed (and, once the run succeeded, a lock file an earlier version left).
/// 2. Every new file is written to a temporary file beside its destination. A failure here (a
///    full disk, a read-only folder) removes them all again: nothing changed.
/// 3. Each change is made with rename(2), which replaces a file atomically (a new file with a
///    rename that refuses to replace, so a file that appeared meanwhile is kept: see
///    `FileSystem.moveExclusively`); a file to remove is first renamed aside. If any step fails,
///    the steps already made are undone in reverse, so a failed run leaves every file as it was.
///    A run killed at any moment leaves each file either as it was or as it should be, never
///    half written; the next run clears what it left.
/// Files whose bytes would not change are not touched (their modification times stay).
public enum OutputWriter {
    /// How long a run waits for another run writing the same folder.
    public static let defaultLockTimeout: Double = 60

    /// Writes `plan.files` into `plan.outputDirectory`, returning the plan carried out (made again
    /// under the lock, so it can differ from `plan` when the folder changed in between).
    @discardableResult
    public static func apply(_ plan: OutputPlan, lockTimeout: Double = defaultLockTimeout) throws(OutputError) -> OutputPlan {
        try write(plan.files, to: plan.outputDirectory, lockTimeout: lockTimeout, removal: plan.removal, command: plan.command)
    }

    @discardableResult
    public static func write(_ files: [GeneratedFile], to outputDirectory: String,
                             lockTimeout: Double = defaultLockTimeout, removal: OutputPlan.Removal = .anyOwned,
                             command: OutputCommand = .generate) throws(OutputError) -> OutputPlan {
        try write(files, to: outputDirectory, lockTimeout: lockTimeout, failingAtStep: nil, removal: removal, command: command)
    }

    /// `failingAtStep` makes the n-th change fail as a real failure would (tests of the rollback).
    static func write(_ files: [GeneratedFile], to outputDirectory: String, lockTimeout: Double,
                      failingAtStep: Int?, removal: OutputPlan.Removal = .anyOwned, command: OutputCommand = .generate) throws(OutputError) -> OutputPlan {
        try OutputTarget.checkFolder(outputDirectory)
        var transaction = Transaction(directory: outputDirectory, failingAtStep: failingAtStep)
        do {
            try transaction.createFolder(outputDirectory)
        } catch {
            transaction.removeCreatedFolders()
            throw error
        }
        // Creating the folder may have resolved a `..` onto the root.
        if FileSystem.realPath(outputDirectory) == "/" {
            transaction.removeCreatedFolders()
            throw OutputError(path: outputDirectory, reason: "this is the root of the file system; name a folder of its own for the generated files")
        }
        let lock: OutputLock
        do {
            lock = try OutputLock.acquire(in: outputDirectory, timeout: lockTimeout)
        } catch {
            transaction.removeCreatedFolders()
            throw error
        }
        do {
            let plan = try OutputPlan.make(files: files, outputDirectory: outputDirectory, removal: removal, command: command)
            for leftover in plan.leftovers { unlink(OutputPlan.displayPath(outputDirectory, leftover)) }
            try transaction.stage(plan)
            try transaction.commit(plan)
            transaction.finish(plan)
            OutputLock.removeLegacyFile(in: outputDirectory)
            lock.release()
            return plan
        } catch {
            transaction.rollBack()
            lock.release()
            transaction.removeCreatedFolders()
            throw error
        }
    }
}

/// The steps of one write, remembered so that a failure undoes them.
private struct Transaction {
    enum Step {
        case created(path: String)
        case replaced(path: String, previous: [UInt8], mode: mode_t)
        case movedAside(path: String, aside: String)
    }

    let directory: String
    let failingAtStep: Int?
    private var createdFolders: [String] = []
    private var staged: [String: String] = [:]  // relative path → temporary file
    private var done: [Step] = []
    private var counter = 0
    /// Folders that exist, made or found by `stage`.
    private var readyFolders: Set<String> = []
    private let process = getpid()

    init(directory: String, failingAtStep: Int?) {
        self.directory = directory
        self.failingAtStep = failingAtStep
    }

    /// `mkdir -p`, remembering each folder it made so a failed run can remove them again.
    mutating func createFolder(_ path: String) throws(OutputError) {
        var missing: [String] = []
        var current = path
        while FileSystem.targetKind(atPath: current) != .directory {
            if FileSystem.kind(atPath: current) != .missing {
                throw OutputError(path: current, reason: "this is \(FileSystem.kind(atPath: current).description), not a folder; cannot create the output folder here")
            }
            missing.append(current)
            let parent = FileSystem.parent(of: current)
            if parent.isEmpty || parent == current { break }
            current = parent
        }
        for folder in missing.reversed() {
            if mkdir(folder, 0o777) == 0 {
                createdFolders.append(folder)
            } else if errno != EEXIST {
                throw OutputError(path: folder, reason: "cannot create the folder: \(String(cString: strerror(errno)))")
            }
        }
    }

    private mutating func temporaryPath(in folder: String, for file: String) -> String {
        counter += 1
        let kind = Ownership.Kind(fileName: file) ?? .swift
        return OutputPlan.displayPath(folder, Ownership.temporaryName(process: process, counter: counter, kind: kind))
    }

    /// Writes every new file's bytes to a temporary file beside its destination.
    mutating func stage(_ plan: OutputPlan) throws(OutputError) {
        var pending: [(file: GeneratedFile, folder: String, destination: String, temporary: String)] = []
        for change in plan.changes {
            let file: GeneratedFile
            switch change {
            case .create(let created): file = created
            case .update(let updated, _): file = updated
            case .remove: continue
            }
            let destination = OutputPlan.displayPath(directory, file.path)
            let folder = FileSystem.parent(of: destination)
            // Most files share a folder: each is made (or found) once, not asked about per file.
            if readyFolders.insert(folder).inserted { try createFolder(folder) }
            pending.append((file, folder, destination, temporaryPath(in: folder, for: destination)))
        }
        // Each temporary file is written on its own, so they go to the cores. Every one written is
        // staged (a roll-back removes it) before the first failure, in change order, is reported.
        let failures = pending.concurrentMap { item -> FileSystem.Failure? in
            do throws(FileSystem.Failure) {
                try FileSystem.createExclusively(item.temporary, text: item.file.contents)
                return nil
            } catch {
                return error
            }
        }
        var firstFailure: OutputError?
        for (item, failure) in zip(pending, failures) {
            var temporary = item.temporary
            var failure = failure
            while let error = failure, error.errorNumber == EEXIST {
                // A name left by another process with our process number: take the next.
                temporary = temporaryPath(in: item.folder, for: item.destination)
                do throws(FileSystem.Failure) {
                    try FileSystem.createExclusively(temporary, text: item.file.contents)
                    failure = nil
                } catch {
                    failure = error
                }
            }
            if let failure {
                if firstFailure == nil {
                    firstFailure = OutputError(path: item.destination, reason: "cannot write the file, so nothing was changed: \(failure.message)")
                }
                continue
            }
            staged[item.file.path] = temporary
            if let mode = plan.previous[item.file.path]?.mode { chmod(temporary, mode) }
        }
        if let firstFailure { throw firstFailure }
    }

    /// Moves each change into place, remembering how to undo it.
    mutating func commit(_ plan: OutputPlan) throws(OutputError) {
        for (number, change) in plan.changes.enumerated() {
            let injected = number == failingAtStep
            switch change {
            case .create(let file):
                let destination = OutputPlan.displayPath(directory, file.path)
                let temporary = staged[file.path]!
                // A file that appeared since the plan was made is never replaced.
                let error = injected ? EIO : FileSystem.moveExclusively(temporary, to: destination)
                guard error == 0 else {
                    let reason = injected ? "injected failure" : error == EEXIST ? "a file appeared here while Pagewright was writing" : String(cString: strerror(error))
                    throw OutputError(path: destination, reason: "cannot create the file (\(reason)); every other file was left as it was")
                }
                staged[file.path] = nil
                done.append(.created(path: destination))
            case .update(let file, _):
                let destination = OutputPlan.displayPath(directory, file.path)
                guard !injected, rename(staged[file.path]!, destination) == 0 else {
                    let reason = injected ? "injected failure" : String(cString: strerror(errno))
                    throw OutputError(path: destination, reason: "cannot move the new file into place (\(reason)); every other file was left as it was")
                }
                staged[file.path] = nil
                let previous = plan.previous[file.path]!
                done.append(.replaced(path: destination, previous: previous.bytes, mode: previous.mode))
            case .remove(let relative):
                let path = OutputPlan.displayPath(directory, relative)
                let aside = temporaryPath(in: FileSystem.parent(of: path), for: path)
                guard !injected, rename(path, aside) == 0 else {
                    let reason = injected ? "injected failure" : String(cString: strerror(errno))
                    throw OutputError(path: path, reason: "cannot remove the stale generated file (\(reason)); every other file was left as it was")
                }
                done.append(.movedAside(path: path, aside: aside))
            }
        }
    }

    /// After success: deletes what was moved aside, and a style's folder emptied by this run
    /// (one holding anything else stays).
    mutating func finish(_ plan: OutputPlan) {
        for step in done {
            guard case .movedAside(let path, let aside) = step else { continue }
            unlink(aside)
            let folder = FileSystem.parent(of: path)
            if folder != directory { rmdir(folder) }  // only if empty: rmdir(2) leaves a folder holding anything
        }
        done = []
        createdFolders = []
    }

    /// Undoes every step made, removes staged files and the folders this run created.
    mutating func rollBack() {
        for step in done.reversed() {
            switch step {
            case .created(let path):
                unlink(path)
            case .replaced(let path, let previous, let mode):
                let folder = FileSystem.parent(of: path)
                let restore = temporaryPath(in: folder, for: path)
                if (try? FileSystem.createExclusively(restore, bytes: previous)) != nil {
                    chmod(restore, mode)
                    if rename(restore, path) != 0 { unlink(restore) }
                }
            case .movedAside(let path, let aside):
                rename(aside, path)
            }
        }
        done = []
        for temporary in staged.values { unlink(temporary) }
        staged = [:]
    }

    /// Removes the folders this run created, innermost first, each only if empty.
    mutating func removeCreatedFolders() {
        for folder in createdFolders.reversed() { rmdir(folder) }
        createdFolders = []
    }
}
