//! A dispatch episode's state as bytes and back (`DispatchCore.snapshot` / `restore`): what a
//! pickle of the compiled env holds, of a size set by the episode's jobs, not by the steps taken.
//!
//! Hand-written little-endian: a magic and a version, then each field in declaration order
//! (integers and floats by their bits, lengths as u64, options and enums by a tag byte). Every
//! read is checked, so truncated or altered bytes are refused by name rather than misread.
//! Version 2 adds the engine's resource pools (`engine/pools.rs`) after its last field; a
//! version-1 snapshot is refused by its version.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

pub const MAGIC: &[u8; 4] = b"HGDC";
/// The magic of a `DispatchVec` snapshot (its sub-envs' counters and `DispatchCore`s).
pub const VEC_MAGIC: &[u8; 4] = b"HGDV";
pub const VERSION: u32 = 3;

#[derive(Default)]
pub struct Writer {
    pub buf: Vec<u8>,
}

pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Reader { data, pos: 0 }
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let end = self.pos.checked_add(n).filter(|&e| e <= self.data.len());
        match end {
            Some(e) => {
                let out = &self.data[self.pos..e];
                self.pos = e;
                Ok(out)
            }
            None => Err(format!(
                "truncated at byte {} of {} (wanted {n} more)",
                self.pos,
                self.data.len()
            )),
        }
    }

    fn left(&self) -> usize {
        self.data.len() - self.pos
    }

    /// The end of the snapshot: anything after its last field is an error.
    pub fn finish(&self) -> Result<(), String> {
        if self.left() == 0 {
            Ok(())
        } else {
            Err(format!("{} bytes after the last field", self.left()))
        }
    }

    /// The magic and version every snapshot starts with.
    pub fn header(&mut self) -> Result<(), String> {
        self.header_of(MAGIC, "DispatchCore")
    }

    /// The header of a snapshot of `what` (`magic`, then the version).
    pub fn header_of(&mut self, magic: &[u8; 4], what: &str) -> Result<(), String> {
        if self.take(4)? != magic {
            return Err(format!("not a {what} snapshot (bad magic)"));
        }
        let v = u32::get(self)?;
        if v != VERSION {
            return Err(format!("snapshot version {v}, this core reads {VERSION}"));
        }
        Ok(())
    }

    pub fn tag(&mut self, count: u8) -> Result<u8, String> {
        let t = u8::get(self)?;
        if t < count {
            Ok(t)
        } else {
            Err(format!(
                "tag {t} at byte {} (expected < {count})",
                self.pos - 1
            ))
        }
    }
}

impl Writer {
    pub fn header(&mut self) {
        self.header_of(MAGIC);
    }

    pub fn header_of(&mut self, magic: &[u8; 4]) {
        self.buf.extend_from_slice(magic);
        VERSION.put(self);
    }

    pub fn tag(&mut self, t: u8) {
        self.buf.push(t);
    }
}

/// A value that writes itself to a snapshot and reads itself back.
pub trait Snap: Sized {
    fn put(&self, w: &mut Writer);
    fn get(r: &mut Reader) -> Result<Self, String>;
}

macro_rules! le_number {
    ($t:ty, $n:expr) => {
        impl Snap for $t {
            fn put(&self, w: &mut Writer) {
                w.buf.extend_from_slice(&self.to_le_bytes());
            }
            fn get(r: &mut Reader) -> Result<Self, String> {
                let mut a = [0u8; $n];
                a.copy_from_slice(r.take($n)?);
                Ok(<$t>::from_le_bytes(a))
            }
        }
    };
}

le_number!(u8, 1);
le_number!(u32, 4);
le_number!(u64, 8);
le_number!(i64, 8);
le_number!(f32, 4);
le_number!(f64, 8);

impl Snap for usize {
    fn put(&self, w: &mut Writer) {
        (*self as u64).put(w);
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        let v = u64::get(r)?;
        usize::try_from(v).map_err(|_| format!("size {v} does not fit this machine"))
    }
}

impl Snap for bool {
    fn put(&self, w: &mut Writer) {
        w.tag(u8::from(*self));
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        Ok(r.tag(2)? == 1)
    }
}

impl<T: Snap> Snap for Option<T> {
    fn put(&self, w: &mut Writer) {
        match self {
            None => w.tag(0),
            Some(v) => {
                w.tag(1);
                v.put(w);
            }
        }
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        Ok(if r.tag(2)? == 1 {
            Some(T::get(r)?)
        } else {
            None
        })
    }
}

impl<A: Snap, B: Snap> Snap for (A, B) {
    fn put(&self, w: &mut Writer) {
        self.0.put(w);
        self.1.put(w);
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        Ok((A::get(r)?, B::get(r)?))
    }
}

impl<T: Snap> Snap for Vec<T> {
    fn put(&self, w: &mut Writer) {
        self.len().put(w);
        for v in self {
            v.put(w);
        }
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        let n = usize::get(r)?;
        if n > r.left() {
            // every element takes at least one byte: a longer length is corrupt
            return Err(format!("a list of {n} items in {} bytes", r.left()));
        }
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            out.push(T::get(r)?);
        }
        Ok(out)
    }
}

impl<T: Snap + Ord + Copy> Snap for BinaryHeap<Reverse<T>> {
    fn put(&self, w: &mut Writer) {
        // equal items are indistinguishable, so any order rebuilds a heap that pops the same
        let items: Vec<T> = self.iter().map(|Reverse(v)| *v).collect();
        items.put(w);
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        Ok(Vec::<T>::get(r)?.into_iter().map(Reverse).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip_and_damage_is_refused() {
        let mut w = Writer::default();
        w.header();
        let v: (Vec<(f64, u32)>, Option<i64>) = (vec![(-0.5, 7), (f64::NAN, 1)], Some(-3));
        v.put(&mut w);
        let mut r = Reader::new(&w.buf);
        r.header().unwrap();
        let back = <(Vec<(f64, u32)>, Option<i64>)>::get(&mut r).unwrap();
        r.finish().unwrap();
        assert_eq!(back.0[0], (-0.5, 7));
        assert!(back.0[1].0.is_nan() && back.1 == Some(-3));
        let cut = &w.buf[..w.buf.len() - 1];
        let mut r = Reader::new(cut);
        r.header().unwrap();
        assert!(<(Vec<(f64, u32)>, Option<i64>)>::get(&mut r).is_err());
        assert!(Reader::new(b"XXXX\x01\0\0\0").header().is_err());
    }
}
