/// Places on a scoreboard by standard competition ranking ("1224"): equal points share a place,
/// and the next place skips as many as shared the one before (1, 1, 3). A medal (gold, silver,
/// bronze) goes to places 1–3, and never for 0 points. The web client ranks the same way
/// (`clients/web/js/ranking.js`).
public enum NightRanking {
    /// The place of each entry of `points`, which are sorted highest first.
    public static func places(_ points: [Int]) -> [Int] {
        var places: [Int] = []
        for (index, value) in points.enumerated() {
            places.append(index > 0 && points[index - 1] == value ? places[index - 1] : index + 1)
        }
        return places
    }

    /// The medal for `place` with `points`: 1 gold, 2 silver, 3 bronze; nil past third place or for no points.
    public static func medal(place: Int, points: Int) -> Int? {
        points > 0 && (1...3).contains(place) ? place : nil
    }
}
