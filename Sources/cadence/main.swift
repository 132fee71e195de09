import Foundation
import CadenceCLI

exit(CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
