extension RandomAccessCollection {
    /// The first index whose element satisfies `isPast`, by binary search; the elements that do
    /// must all follow those that do not (spans sorted along an axis). `endIndex` when none does.
    /// Layouts find the first line, group or section on screen with it.
    func partitioningIndex(where isPast: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isPast(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
