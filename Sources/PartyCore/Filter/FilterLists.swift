/// The word lists a filter is made of.
public enum FilterLists {
    /// Every term of `sources`, in order, and the problems of the lists that were refused (a
    /// refused list adds none of its terms).
    public static func terms(from sources: [PackSource]) -> (terms: [FilterTerm], problems: [PackError]) {
        var terms: [FilterTerm] = []
        var problems: [PackError] = []
        for source in sources {
            do throws(PackError) {
                terms += try FilterListParser.terms(in: source)
            } catch {
                problems.append(error)
            }
        }
        return (terms, problems)
    }

    /// The shipped lists (`Packs/filter/`, embedded in the build by `scripts/embed-filter-lists.sh`);
    /// their problems are always empty (a test checks).
    public static let builtIn = terms(from: EmbeddedFilterLists.files)
}
