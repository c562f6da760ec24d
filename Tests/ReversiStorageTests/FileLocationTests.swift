import Testing

@testable import ReversiStorage

/// The save file's path is split into the directory that holds it and its name there, because
/// the temporary file of an atomic replacement must be made in that same directory.
@Suite("spec 8.5, 14.3: a save path names a directory and a file in it")
struct FileLocationTests {
    @Test(
        "the directory and the name of a path; trailing slashes are dropped",
        arguments: [
            ("games", ".", "games"), ("/games", "/", "games"), ("d/games", "d", "games"),
            ("/d/e/games", "/d/e", "games"), ("games/", ".", "games"), ("d/games//", "d", "games"),
            ("a/", ".", "a"),
        ])
    func splits(path: String, directory: String, name: String) throws {
        let location = try #require(FileLocation(path))
        #expect(location.directory == directory)
        #expect(location.name == name)
    }

    @Test(
        "a path that names no file is refused",
        arguments: ["", "/", "//", ".", "..", "d/..", "d/."])
    func namesNoFile(path: String) {
        #expect(FileLocation(path) == nil)
    }

    @Test("the path is put back together from the two, the root without a doubled slash")
    func joins() throws {
        #expect(try #require(FileLocation("/games")).path == "/games")
        #expect(try #require(FileLocation("d/games/")).path == "d/games")
        #expect(try #require(FileLocation("games")).path == "./games")
    }
}
