import CadenceImageTesting
import CadenceRender
import CadenceTesting
import CadenceUI
import Foundation
import LikeButton
import Testing

/// The failure path, kept green: snapshots recorded from an older like button (whose heart swelled
/// to 1.35 and whose burst was slower) no longer match, and the tests check what the failure says
/// and which files it leaves for review.
@MainActor
@Suite struct FailureOutputTests {
    func tappedStage() -> Stage {
        let stage = Stage(size: CGSize(width: 120, height: 120)) { LikeButton() }
        stage.schedule(.tap(identifier: "like"), at: 0)
        return stage
    }

    @Test func anOutdatedValueTableShowsWhichRowsChanged() {
        let times = [0, 0.1, 0.2, 0.3]
        withKnownIssue {
            assertSnapshot(of: tappedStage(), as: .values(at: times, [.scale(ofSymbol: "heart.fill")]), named: "outdated-values")
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("does not match")
                && message.contains("- 0.1              1.35\n- 0.2              1.28\n+ 0.1          1.126991\n+ 0.2           1.24466\n")
                && message.contains("outdated-values.diff")
                && message.contains("If the change is intended, re-record: CADENCE_RECORD_SNAPSHOTS=1 swift test --filter FailureOutputTests")
        }
        let artifacts = SnapshotFiles.artifactsDirectory(testFile: #filePath)
        let diff = try? String(contentsOf: artifacts.appendingPathComponent("outdated-values.diff"), encoding: .utf8)
        #expect(diff?.hasPrefix("@@ line 1\n    t  heart.fill scale\n    0                 1\n- 0.1              1.35\n") == true)
    }

    @Test(.enabled(if: snapshotPlatform == "linux", "image snapshots of this package are recorded on Linux only"))
    func anOutdatedFilmStripLeavesImagesAndAGIF() throws {
        withKnownIssue {
            assertSnapshot(of: tappedStage(), as: .timeline(at: [0, 0.1, 0.2], .image()), named: "outdated-strip")
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("pixels differ") && message.contains("outdated-strip.diff.png")
        }
        let artifacts = SnapshotFiles.artifactsDirectory(testFile: #filePath)
        for name in ["outdated-strip.expected.png", "outdated-strip.actual.png", "outdated-strip.diff.png", "outdated-strip.run.gif"] {
            #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(name).path), "\(name)")
        }
    }

    @Test func aMissingSnapshotSaysHowToRecordIt() {
        withKnownIssue {
            assertSnapshot(of: tappedStage(), as: .displayList, named: "never-recorded")
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("has no file at") && message.contains("CADENCE_RECORD_SNAPSHOTS=missing swift test --filter FailureOutputTests")
        }
    }
}
