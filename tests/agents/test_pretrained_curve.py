"""A shipped agent's training curve is a line (the running mean of its training episodes'
objectives), or no figure at all when too few episodes finished to draw one."""

from __future__ import annotations

import matplotlib.image as mpimg

from hpcgym.agents.pretrained import curve


def monitor(run, episodes: int) -> None:
    rows = "".join(f"{10 + k % 7},{100 + k},{0.1 * k}\n" for k in range(episodes))
    (run / "monitor_0.monitor.csv").write_text('#{"t_start": 0}\nobjective,l,t\n' + rows)


def test_fewer_episodes_than_the_running_mean_takes_draw_no_curve(tmp_path):
    monitor(tmp_path, 14)
    out = tmp_path / "curve.png"
    out.write_bytes(b"stale")
    assert curve(tmp_path, out) is None
    assert not out.exists()  # a stale figure is not left behind


def test_enough_episodes_draw_the_running_mean_as_a_line(tmp_path):
    monitor(tmp_path, 60)
    out = curve(tmp_path, tmp_path / "curve.png")
    assert out is not None and mpimg.imread(out).shape[0] > 100
