"""A minimal textbook EASY replay of an SWF trace, independent of hpcgym: the yardstick of
the replay targets (benchmarks/replay_process.py).

    python benchmarks/reference/easy.py TRACE.swf[.gz]

EASY as mualem2001 describe it: jobs queue in arrival order (FCFS); at each event time the
queue's head starts while it fits; when it does not, it gets a reservation at its shadow
time (the earliest time enough processors are expected free, running jobs ending at start +
requested time) and one in-order scan of the rest starts every job that fits now and either
ends by the shadow time or uses only the extra processors (those free at the shadow time
beyond the head's need). A job runs min(runtime, requested time): it is killed at its limit.
The reader takes the usual SWF conventions (requested procs, else allocated; requested time,
else runtime; records with runtime <= 0, no size or wider than MaxProcs/MaxNodes skipped).
Prints the job count and a digest of the schedule (sha256 of the sorted "id start" lines).
"""

import gzip
import hashlib
import heapq
import sys
from bisect import insort
from itertools import islice


def read(path):
    """Jobs as (submit, id, procs, requested time, runtime), sorted, and the machine size."""
    with open(path, "rb") as f:
        opener = gzip.open if f.read(2) == b"\x1f\x8b" else open
    header, jobs, machine = {}, [], 0
    with opener(path, "rt", errors="replace") as f:
        for line in f:
            if line.startswith(";"):
                key, _, value = line[1:].partition(":")
                if key.strip() in ("MaxProcs", "MaxNodes") and value.split():
                    header[key.strip()] = int(value.split()[0])
                machine = header.get("MaxProcs", header.get("MaxNodes", 0))
                continue
            v = line.split()
            if len(v) < 18:
                continue
            jid, submit, run = int(v[0]), round(float(v[1])), round(float(v[3]))
            alloc, req, req_time = int(float(v[4])), int(float(v[7])), round(float(v[8]))
            procs = req if req > 0 else alloc
            if run <= 0 or procs <= 0 or (machine and procs > machine):
                continue
            jobs.append((submit, jid, procs, req_time if req_time > 0 else run, run))
    jobs.sort()
    machine = header.get("MaxProcs", header.get("MaxNodes", 0))
    return jobs, machine or max(j[2] for j in jobs)


def easy(jobs, machine):
    """Start time of each job (in the order of ``jobs``) under FCFS with EASY backfilling."""
    submit, _, procs, req, run = (list(c) for c in zip(*jobs)) if jobs else ([],) * 5
    start = [-1] * len(jobs)
    free, queue, ends, running = machine, [], [], []  # running: sorted (expected end, job)
    nxt, n = 0, len(jobs)

    def launch(i, now):
        nonlocal free
        start[i] = now
        free -= procs[i]
        heapq.heappush(ends, (now + min(run[i], req[i]), i))
        insort(running, (now + req[i], i))

    while nxt < n or ends:
        now = ends[0][0] if ends and (nxt == n or ends[0][0] <= submit[nxt]) else submit[nxt]
        while ends and ends[0][0] == now:
            _, i = heapq.heappop(ends)
            free += procs[i]
            running.remove((start[i] + req[i], i))
        while nxt < n and submit[nxt] == now:
            queue.append(nxt)
            nxt += 1
        k = 0
        while k < len(queue) and procs[queue[k]] <= free:
            launch(queue[k], now)
            k += 1
        del queue[:k]
        if len(queue) < 2 or not free:
            continue
        need, avail, shadow = procs[queue[0]], free, -1
        for end, i in running:
            if shadow >= 0 and end > shadow:
                break
            avail += procs[i]
            if shadow < 0 and avail >= need:
                shadow = end
        extra, started = avail - need, False
        for i in islice(queue, 1, None):
            p = procs[i]
            if p <= free and (now + req[i] <= shadow or p <= extra):
                if now + req[i] > shadow:
                    extra -= p
                launch(i, now)
                started = True
                if not free:
                    break
        if started:
            queue = [i for i in queue if start[i] < 0]
    return start


def main():
    jobs, machine = read(sys.argv[1])
    start = easy(jobs, machine)
    lines = sorted(f"{j[1]} {s}\n" for j, s in zip(jobs, start))
    digest = hashlib.sha256("".join(lines).encode()).hexdigest()[:16]
    print(f"{len(jobs)} jobs on {machine} processors, schedule digest {digest}")


if __name__ == "__main__":
    main()
