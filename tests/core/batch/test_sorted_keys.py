"""SortedKeys (the blocked sorted list the Multifactor queue keeps) against a plain sorted
list, through random additions and removals with blocks small enough to split and empty."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from hpcgym.batch.sorted_keys import SortedKeys


@settings(max_examples=300, deadline=None)
@given(
    st.integers(1, 4),
    st.lists(st.tuples(st.booleans(), st.integers(0, 60), st.integers(0, 12)), max_size=120),
)
def test_sorted_keys_is_a_sorted_list(load, ops):
    keys, ref = SortedKeys(load), []
    for add, x, n in ops:
        k = (x / 7, x)
        if add and k not in ref:
            keys.add(k)
            ref.append(k)
            ref.sort()
        elif not add and ref:
            gone = ref.pop(x % len(ref))
            keys.remove(gone)
        assert list(keys) == ref
        assert len(keys) == len(ref)
        assert keys.first(n) == ref[:n]
        assert keys.first() == ref
        assert all(0 < len(b) <= 2 * load for b in keys._blocks)
