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
}
