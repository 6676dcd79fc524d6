"""The soak's trend check (trend.py): which series may step up and which may not. Swift test runs
these (ReliabilityToolsTests), and `python3 -m unittest scripts/reliability/test_trend.py` alone."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from reliability import trend  # noqa: E402


def rows(threads, parked):
    """Samples every 10 s with steady RSS, descriptors and latencies."""
    return [{"seconds": str(10 * i), "rss_kb": "51200", "fds": "40", "threads": str(t), "parked": str(p),
             "p99_ms": "3", "lag_ms": "2", "load": "1"} for i, (t, p) in enumerate(zip(threads, parked))]


def analysed(samples):
    for r in samples:  # as trend.read derives it
        r["unparked"] = str(int(r["threads"]) - int(r["parked"]))
    return trend.analyse(samples)


class Threads(unittest.TestCase):
    def test_a_pool_that_fills_up_is_not_a_leak(self):
        # Dispatch keeps the workers it added at the busiest moments, parked: the total steps up.
        threads = [5] * 40 + [7] * 60 + [9] * 80
        result = analysed(rows(threads, [t - 2 for t in threads]))
        self.assertGreater(result["threads"]["rise"], 2)
        self.assertFalse(result["threads"]["grows"])
        self.assertIsNone(result["threads"]["bound"])
        self.assertFalse(result["unparked"]["grows"])

    def test_threads_stuck_outside_the_pool_are_a_leak(self):
        # One more thread stuck (not parked) every few minutes, the pool itself unchanged.
        threads = [5 + i // 40 for i in range(180)]
        result = analysed(rows(threads, [3] * 180))
        self.assertTrue(result["unparked"]["grows"], trend.describe(result))

    def test_busy_workers_come_and_go_without_a_trend(self):
        unparked = [2, 3, 2, 4, 2, 2, 3, 5, 2, 3] * 18
        result = analysed(rows([u + 6 for u in unparked], [6] * 180))
        self.assertFalse(result["unparked"]["grows"], trend.describe(result))


class Memory(unittest.TestCase):
    def test_rss_that_climbs_steadily_grows(self):
        samples = rows([5] * 180, [3] * 180)
        for i, r in enumerate(samples):
            r["rss_kb"] = str(51200 + 100 * i)  # 17.6 MB over 30 minutes
        self.assertTrue(analysed(samples)["rss_kb"]["grows"])


if __name__ == "__main__":
    unittest.main()
