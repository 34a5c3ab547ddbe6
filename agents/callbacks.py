"""The callbacks a training run passes to ``model.learn``, after SB3's ``common/callbacks.py``:
:class:`Progress` prints a line per rollout, :class:`Checkpointer` saves the model as it goes
and counts the steps learned."""

from __future__ import annotations

import time
from pathlib import Path

from stable_baselines3.common.callbacks import BaseCallback

from hpcgym.agents.checkpoint import save_checkpoint
from hpcgym.agents.progress import Estimate, progress_line


class Progress(BaseCallback):
    """After each rollout, steps of ``total``, steps/s and the mean objective of the last finished
    episodes (before the first ends, which on long episodes takes a while, how far they have
    run)."""

    def __init__(self, total: int, verbose: int = 0) -> None:
        super().__init__(verbose)
        self.total = total
        self._t0 = 0.0
        self._start = 0
        self._objectives: list[float] = []
        self._running: list[int] = []
        self._estimate = Estimate(0, total)

    def _on_training_start(self) -> None:
        self._estimate = Estimate(self.num_timesteps, self.total)
        self._t0 = time.perf_counter()
        self._start = self.num_timesteps
        self._objectives = []
        self._running = [0] * self.training_env.num_envs

    def _on_rollout_start(self) -> None:
        line = self._estimate.line(self.num_timesteps)  # after the first rollout and update
        if line:
            print(line, flush=True)

    def _on_step(self) -> bool:
        infos, dones = self.locals.get("infos", ()), self.locals.get("dones", ())
        for k, (info, done) in enumerate(zip(infos, dones)):
            self._running[k] = 0 if done else self._running[k] + 1
            if done and info.get("objective") is not None:
                self._objectives.append(float(info["objective"]))
        return True

    def _on_rollout_end(self) -> None:
        print(
            progress_line(
                self.num_timesteps,
                self.total,
                self._start,
                time.perf_counter() - self._t0,
                self._objectives,
                max(self._running),
            ),
            flush=True,
        )


class Checkpointer(BaseCallback):
    """Saves the checkpoint in ``out`` every ``every`` steps (0: never) at the start of a
    rollout, when the policy has learned from every step counted, and remembers that count
    in :attr:`trained` (None before training starts)."""

    def __init__(self, out: Path, every: int, verbose: int = 0) -> None:
        super().__init__(verbose)
        self.out, self.every = out, every
        self.trained: int | None = None
        self._saved = 0

    def _on_training_start(self) -> None:
        self.trained = self._saved = self.num_timesteps

    def _on_rollout_start(self) -> None:
        self.trained = self.num_timesteps
        if self.every > 0 and self.trained - self._saved >= self.every:
            save_checkpoint(self.model, self.out)
            self._saved = self.trained

    def _on_step(self) -> bool:
        return True
