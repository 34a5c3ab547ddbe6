"""The HiGHS worker of :mod:`hpcgym.warp.mip`, run as a script in its own process: it reads
models from stdin and streams each one's improving solutions and its outcome to stdout, so the
driver can kill it at a deadline and keep the last solution, whatever HiGHS is doing.

It imports only numpy and highspy (not hpcgym, whose import takes seconds). Frames are pickled
tuples: ``("incumbent", objective, dual_bound, x)`` for each improving solution,
``("bound", dual_bound)`` when the proven bound rises, then
``("done", status, objective, dual_bound, x or None, message)`` with status "optimal",
"infeasible", "time_limit" or "error". Requests are pickled dicts (see
:func:`hpcgym.warp.mip.solve_mip`). It exits at once at end of input (the driver closed the
pipe or died, even in the middle of a solve), and on its own ``GRACE`` seconds after a
request's deadline should the driver not have stopped it by then.
"""

from __future__ import annotations

import sys
from typing import Any

GRACE = 2.0


def main() -> None:
    """Serve requests until stdin closes."""
    import os
    import pickle
    import queue
    import signal
    import threading
    import time

    import highspy
    import numpy as np

    out = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # HiGHS' banner must not reach frames
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the driver handles Ctrl-C and kills us
    lock = threading.Lock()
    kinds = highspy.cb.HighsCallbackType

    def send(frame: tuple[Any, ...]) -> None:
        with lock:
            pickle.dump(frame, out, protocol=pickle.HIGHEST_PROTOCOL)
            out.flush()

    def solve(req: dict[str, Any]) -> tuple[Any, ...]:
        deadline = float(req["deadline"])
        h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        h.setOptionValue("presolve", "on" if req["presolve"] else "off")
        h.setOptionValue("mip_rel_gap", 0.0)
        h.setOptionValue("mip_abs_gap", float(req["abs_gap"]))
        h.setOptionValue("time_limit", max(0.0, deadline - time.time()))
        lp = highspy.HighsLp()
        lp.num_col_, lp.num_row_ = int(req["c"].size), int(req["row_lo"].size)
        lp.col_cost_ = req["c"]
        lp.col_lower_, lp.col_upper_ = req["lo"], req["hi"]
        lp.row_lower_, lp.row_upper_ = req["row_lo"], req["row_hi"]
        lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
        lp.a_matrix_.start_ = req["start"]
        lp.a_matrix_.index_ = req["index"]
        lp.a_matrix_.value_ = req["value"]
        lp.integrality_ = [highspy.HighsVarType.kInteger] * lp.num_col_
        h.passModel(lp)
        if req["x0"] is not None:
            sol = highspy.HighsSolution()
            sol.col_value = list(req["x0"])
            sol.value_valid = True
            h.setSolution(sol)

        dual = [-np.inf]

        def callback(kind: Any, _msg: str, data_out: Any, data_in: Any, _user: Any) -> None:
            if kind == kinds.kCallbackMipImprovingSolution:
                x = np.array(data_out.mip_solution, dtype=float)
                send(("incumbent", data_out.objective_function_value, data_out.mip_dual_bound, x))
                return
            if kind == kinds.kCallbackMipInterrupt and data_out.mip_dual_bound > dual[0]:
                dual[0] = data_out.mip_dual_bound
                send(("bound", dual[0]))
            if time.time() >= deadline:
                data_in.user_interrupt = True

        h.setCallback(callback, None)
        for kind in (
            kinds.kCallbackMipImprovingSolution,
            kinds.kCallbackMipInterrupt,
            kinds.kCallbackSimplexInterrupt,
        ):
            h.startCallback(kind)
        h.run()
        status = h.getModelStatus()
        info = h.getInfo()
        M = highspy.HighsModelStatus
        name = {
            M.kOptimal: "optimal",
            M.kInfeasible: "infeasible",
            M.kTimeLimit: "time_limit",
            M.kInterrupt: "time_limit",
        }.get(status, "error")
        x = None
        if info.primal_solution_status == 2:
            x = np.array(h.getSolution().col_value, dtype=float)
        return (
            "done",
            name,
            info.objective_function_value,
            info.mip_dual_bound,
            x,
            h.modelStatusToString(status),
        )

    requests: queue.Queue[dict[str, Any]] = queue.Queue()

    def read() -> None:
        stdin = sys.stdin.buffer
        while True:
            try:
                requests.put(pickle.load(stdin))
            except Exception:  # noqa: BLE001 - end of input: the driver closed it or died
                os._exit(0)

    threading.Thread(target=read, daemon=True).start()
    while True:
        req = requests.get()
        timer = threading.Timer(
            max(0.0, float(req["deadline"]) - time.time()) + GRACE, os._exit, (3,)
        )
        timer.daemon = True
        timer.start()
        try:
            frame = solve(req)
        except Exception as exc:  # noqa: BLE001 - reported to the driver, which raises it
            frame = ("done", "error", None, None, None, f"{type(exc).__name__}: {exc}")
        timer.cancel()
        send(frame)


if __name__ == "__main__":
    del sys.path[0]  # this script's folder, hpcgym/warp, must not shadow top-level modules
    main()
