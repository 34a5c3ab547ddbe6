"""Every baseline name a misspelling's error lists is in ``--help``, both from the registry's one
list (``EnvSpec.accepted_baselines``), and that list is what each family's factory accepts."""

from __future__ import annotations

import re

import gymnasium as gym
import pytest

import hpcgym  # noqa: F401  (registers the envs)
from hpcgym.agents.evaluate import load_agent
from hpcgym.baselines.dispatch import DISPATCH_BASELINES, MACHINE_BASELINES
from hpcgym.cli.evaluate import agents_help
from hpcgym.envs.registration import ENVS
from hpcgym.errors import UnknownNameError

# a value for each parameter a registry name marks with <x>
PARAMETERS = {"slop<f>": "slop0.35", "fes<depth>": "fes3", "neuroscience<k>": "neuroscience7"}


def names_in(text: str) -> set[str]:
    return set(re.findall(r"[a-z][a-z0-9.<>-]*[a-z0-9>]", text)) - {"also"}


@pytest.fixture(scope="module")
def envs():
    made = {eid: gym.make(eid, **s.test_kwargs) for eid, s in ENVS.items()}
    yield made
    for env in made.values():
        env.close()


@pytest.mark.parametrize("env_id", list(ENVS))
def test_a_misspelt_agent_lists_only_names_the_help_lists_for_that_env(env_id, envs):
    entry = ENVS[env_id]
    with pytest.raises(UnknownNameError) as caught:
        load_agent("no-such-agent", envs[env_id], env_id)
    listed = str(caught.value).split("which are ", 1)[1]
    assert names_in(listed) == names_in(" ".join(entry.accepted_baselines))
    # the help, unwrapped as argparse prints it, holds this env's whole list in one piece
    help_text = agents_help()
    assert f"{env_id.removeprefix('hpcgym/')}: {listed}" in help_text


@pytest.mark.parametrize("env_id", list(ENVS))
def test_every_name_the_registry_lists_makes_a_baseline(env_id, envs):
    for name in ENVS[env_id].accepted_baselines:
        agent = ENVS[env_id].make_baseline(PARAMETERS.get(name, name), envs[env_id])
        assert hasattr(agent, "predict")


def test_the_dispatch_registry_lists_every_dispatch_heuristic():
    one_type = sorted(b for b in DISPATCH_BASELINES if b not in MACHINE_BASELINES)
    for env_id in ("hpcgym/Dispatch-v0", "hpcgym/Dispatch-Edison-v0"):
        assert sorted(ENVS[env_id].accepted_baselines) == one_type
    # on a machine of partitions: the machine's own, beside those that read the queue alone
    machine = set(ENVS["hpcgym/Dispatch-Perlmutter-v0"].accepted_baselines)
    assert set(MACHINE_BASELINES) <= machine <= set(DISPATCH_BASELINES)


def test_a_near_miss_is_suggested_from_the_whole_list(envs):
    env_id = "hpcgym/Dispatch-v0"
    with pytest.raises(UnknownNameError, match=r"did you mean moab\?"):
        load_agent("mobe", envs[env_id], env_id)
    with pytest.raises(UnknownNameError, match=r"did you mean rlscheduler-f1\?"):
        load_agent("rlscheduler-f2", envs[env_id], env_id)
