"""What a power loss could take back from a SQLite file in WAL mode with `synchronous = NORMAL`
(the durability partyd uses): commits append to the WAL without an fsync; the WAL is synced
when a checkpoint copies it into the database (SQLite checkpoints by itself once the WAL passes
1,000 pages, about 4 MB). So what is not yet checkpointed is in the page cache only — safe from
a process dying, not from the machine losing power before the kernel writes it back.
"""

import threading
import time


def wal_at_risk(db_path):
    """Bytes of the WAL not yet checkpointed into the database file (the WAL index's `mxFrame`
    minus `nBackfill`, in the `-shm` file, times the page size). With `synchronous = NORMAL`
    they are not on stable storage: what a power loss (or a crash of the machine, not of the
    process) may take back."""
    import struct
    try:
        with open(db_path + "-wal", "rb") as f:
            header = f.read(32)
        with open(db_path + "-shm", "rb") as f:
            index = f.read(104)
    except OSError:
        return 0
    if len(header) < 32 or len(index) < 104:
        return 0
    page = struct.unpack(">I", header[8:12])[0]
    frames, backfilled = struct.unpack("<I", index[16:20])[0], struct.unpack("<I", index[96:100])[0]
    return max(0, frames - backfilled) * page


class WalWatch:
    """Samples `wal_at_risk` of a file every `every` seconds in a thread of its own: the most at
    risk, and the times of the checkpoints (what was at risk dropped to under a quarter) — the
    span of writes a power loss could take back is the time since the last one."""

    def __init__(self, db_path, every=0.2):
        self.db_path, self.every = db_path, every
        self.peak, self.checkpoints, self.samples = 0, [], 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self):
        self._thread.start()
        return self

    def stop(self):
        self._stop.set()
        self._thread.join(timeout=5)

    def _run(self):
        last = 0
        while not self._stop.wait(self.every):
            now = wal_at_risk(self.db_path)
            self.samples += 1
            self.peak = max(self.peak, now)
            if last > 64 * 1024 and now < last / 4:
                self.checkpoints.append(time.time())
            last = now

    def intervals(self):
        """Seconds between consecutive checkpoints seen."""
        return [b - a for a, b in zip(self.checkpoints, self.checkpoints[1:])]
