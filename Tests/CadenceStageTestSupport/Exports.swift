// The display-list queries these tests used to keep here moved into CadenceTesting (the library users
// test with); re-exported so the view-layer and compatibility tests keep one import.
@_exported import CadenceTesting
