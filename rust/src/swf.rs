//! The SWF reader of `hpcgym.workloads.swf.read_swf` over the file's text: its header, and its
//! accepted jobs as columns sorted by (submit, id), with the same skip counts and the same
//! error messages. Python's string rules (`str.splitlines`, `str.split`, `int`, `float`,
//! `round`, `repr`) are reproduced for ASCII records; a record holding another character, or a
//! number beyond int64, makes the reader answer `None` so that the Python reader takes the file.
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyList, PyString, PyTuple};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A multiplicative hash for the job-id map (ids are not chosen by an adversary here, and
/// SipHash, the default, costs as much as the rest of a record's parsing).
#[derive(Default)]
struct IdHasher(u64);

impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    fn write_i64(&mut self, x: i64) {
        self.write_u64(x as u64);
    }
}

type IdMap = HashMap<i64, usize, BuildHasherDefault<IdHasher>>;

const FIELDS: [&str; 18] = [
    "job id",
    "submit time",
    "wait time",
    "run time",
    "allocated procs",
    "avg cpu time",
    "used memory",
    "requested procs",
    "requested time",
    "requested memory",
    "status",
    "user",
    "group",
    "executable",
    "queue",
    "partition",
    "preceding job",
    "think time",
];
const INTEGRAL: [usize; 5] = [0, 4, 7, 11, 14];
const ROUNDED: [usize; 3] = [1, 3, 8];
const MAX_SECONDS: i64 = 100_000_000_000;
const MAX_COUNT: i64 = 2_147_483_647;
const MAX_ID: i64 = 1 << 62;
const CHECKED: [(usize, i64); 6] = [
    (1, MAX_SECONDS),
    (3, MAX_SECONDS),
    (8, MAX_SECONDS),
    (4, MAX_COUNT),
    (7, MAX_COUNT),
    (0, MAX_ID),
];
// Floats at or past 2^63 do not fit an i64.
const I64_BOUND: f64 = 9_223_372_036_854_775_808.0;

/// Python's `str.isspace` for one character.
fn py_space(c: char) -> bool {
    c.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&c)
}

fn ascii_space(b: u8) -> bool {
    matches!(b, 9..=13 | 28..=32)
}

/// The lines of `text` as Python's `str.splitlines` cuts them.
struct Lines<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Iterator for Lines<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let b = self.text.as_bytes();
        let start = self.pos;
        if start >= b.len() {
            return None;
        }
        let mut i = start;
        while i < b.len() {
            let c = b[i];
            if c > 0x20 && c < 0x80 {
                i += 1;
                continue;
            }
            let cut = match c {
                b'\n' | 0x0b | 0x0c | 0x1c | 0x1d | 0x1e => 1,
                b'\r' => {
                    if i + 1 < b.len() && b[i + 1] == b'\n' {
                        2
                    } else {
                        1
                    }
                }
                0xc2 if i + 1 < b.len() && b[i + 1] == 0x85 => 2,
                0xe2 if i + 2 < b.len()
                    && b[i + 1] == 0x80
                    && (b[i + 2] == 0xa8 || b[i + 2] == 0xa9) =>
                {
                    3
                }
                _ => 0,
            };
            if cut > 0 {
                self.pos = i + cut;
                return Some(&self.text[start..i]);
            }
            i += 1;
        }
        self.pos = b.len();
        Some(&self.text[start..])
    }
}

fn lines(text: &str) -> Lines<'_> {
    Lines { text, pos: 0 }
}

/// Python's `str.split()` into `out`.
fn split_into<'a>(line: &'a str, out: &mut Vec<&'a str>) {
    out.clear();
    if line.is_ascii() {
        let b = line.as_bytes();
        let mut i = 0;
        while i < b.len() {
            while i < b.len() && ascii_space(b[i]) {
                i += 1;
            }
            let s = i;
            while i < b.len() && !ascii_space(b[i]) {
                i += 1;
            }
            if i > s {
                out.push(&line[s..i]);
            }
        }
    } else {
        out.extend(line.split(py_space).filter(|t| !t.is_empty()));
    }
}

fn py_strip(s: &str) -> &str {
    s.trim_matches(py_space)
}

/// The `; Key: value` entries of the leading comment block, in order (`_parse_header`).
fn parse_header(text: &str) -> Vec<(String, String)> {
    let mut header: Vec<(String, String)> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut key: Option<usize> = None;
    for line in lines(text) {
        let s = py_strip(line);
        if s.is_empty() {
            continue;
        }
        if !s.starts_with(';') {
            break;
        }
        let body = s[1..].trim_start_matches(py_space);
        let indented = s.chars().count() - body.chars().count() > 2;
        let named = body.find(':').and_then(|k| {
            let name = &body[..k];
            (!name.is_empty() && !indented && !name.chars().any(py_space))
                .then(|| (name, &body[k + 1..]))
        });
        if let Some((name, value)) = named {
            let value = py_strip(value);
            let k = match index.get(name) {
                Some(&k) => {
                    header[k].1.push('\n');
                    header[k].1.push_str(value);
                    k
                }
                None => {
                    header.push((name.to_string(), value.to_string()));
                    index.insert(name.to_string(), header.len() - 1);
                    header.len() - 1
                }
            };
            key = Some(k);
        } else if let Some(k) = key.filter(|_| !body.is_empty()) {
            header[k].1.push('\n');
            header[k].1.push_str(body);
        } else {
            key = None;
        }
    }
    header
}

fn digitpart(b: &[u8]) -> bool {
    // digit (_? digit)*
    !b.is_empty()
        && b[0].is_ascii_digit()
        && b[b.len() - 1].is_ascii_digit()
        && b.iter().all(|c| c.is_ascii_digit() || *c == b'_')
        && !b.windows(2).any(|w| w[0] == b'_' && w[1] == b'_')
}

fn unsigned(b: &[u8]) -> &[u8] {
    match b.first() {
        Some(b'+') | Some(b'-') => &b[1..],
        _ => b,
    }
}

/// What Python's `int(tok)` gives for an ASCII token.
enum IntTok {
    Value(i64),
    NotInt,
    Overflow,
}

/// Python's `round(x)` (half to even), which `f64::round_ties_even` gives from Rust 1.77 only.
fn round_ties_even(x: f64) -> f64 {
    let r = x.round();
    if (r - x).abs() == 0.5 {
        2.0 * (x / 2.0).round()
    } else {
        r
    }
}

fn parse_int(tok: &str) -> IntTok {
    let b = tok.as_bytes();
    let neg = b.first() == Some(&b'-');
    let d = unsigned(b);
    if !d.first().map_or(false, u8::is_ascii_digit) || d[d.len() - 1] == b'_' {
        return IntTok::NotInt;
    }
    let (mut v, mut overflow, mut underscore) = (0i64, false, false);
    for &c in d {
        if c == b'_' {
            if underscore {
                return IntTok::NotInt;
            }
            underscore = true;
            continue;
        }
        if !c.is_ascii_digit() {
            return IntTok::NotInt;
        }
        underscore = false;
        let x = (c - b'0') as i64;
        let next = v.checked_mul(10).and_then(|v| {
            if neg {
                v.checked_sub(x)
            } else {
                v.checked_add(x)
            }
        });
        match next {
            Some(n) => v = n,
            None => overflow = true,
        }
    }
    if overflow {
        IntTok::Overflow
    } else {
        IntTok::Value(v)
    }
}

/// Python's `float(tok)` for an ASCII token (None where it raises ValueError).
fn parse_float(tok: &str) -> Option<f64> {
    let d = unsigned(tok.as_bytes());
    if matches!(d.first(), Some(b'i' | b'I' | b'n' | b'N')) {
        let named = [&b"inf"[..], b"infinity", b"nan"]
            .iter()
            .any(|w| d.eq_ignore_ascii_case(w));
        return if named { tok.parse::<f64>().ok() } else { None };
    }
    let (mantissa, exponent) = match d.iter().position(|&c| c == b'e' || c == b'E') {
        Some(k) => (&d[..k], Some(&d[k + 1..])),
        None => (d, None),
    };
    let ok_mantissa = match mantissa.iter().position(|&c| c == b'.') {
        Some(k) => {
            let (int, frac) = (&mantissa[..k], &mantissa[k + 1..]);
            (int.is_empty() || digitpart(int))
                && (frac.is_empty() || digitpart(frac))
                && !(int.is_empty() && frac.is_empty())
        }
        None => digitpart(mantissa),
    };
    let ok_exponent = exponent.map_or(true, |e| digitpart(unsigned(e)));
    if !(ok_mantissa && ok_exponent) {
        return None;
    }
    if tok.contains('_') {
        tok.replace('_', "").parse::<f64>().ok()
    } else {
        tok.parse::<f64>().ok()
    }
}

/// Python's `repr` of an ASCII string.
fn py_repr(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push(quote);
    out
}

/// `n` with thousands separators, as Python's `{n:,}`.
fn thousands(n: i64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Why a record could not be read: an error message, or a case left to the Python reader.
enum Refusal {
    Error(String),
    Python,
}

/// The 18 values of a record as `_read_swf` sees them (the fields it uses as i64): `int` of
/// every token, or if one is not an int, `float` of every token (ids and counts integral,
/// times rounded half to even).
fn values(parts: &[&str], path: &str, lineno: usize) -> Result<[i64; 18], Refusal> {
    let mut v = [0i64; 18];
    let mut f = [0f64; 18];
    let mut is_int = [true; 18];
    let mut integral = true;
    let mut bad: Option<usize> = None;
    for (k, tok) in parts.iter().enumerate() {
        match parse_int(tok) {
            IntTok::Value(x) => v[k] = x,
            IntTok::Overflow => return Err(Refusal::Python),
            IntTok::NotInt => {
                integral = false;
                is_int[k] = false;
                match parse_float(tok) {
                    Some(x) if x.is_finite() => f[k] = x,
                    _ => {
                        bad.get_or_insert(k);
                    }
                }
            }
        }
    }
    if integral {
        return Ok(v);
    }
    if let Some(k) = bad {
        return Err(Refusal::Error(format!(
            "{path}:{lineno}: field {} ({}) is not a number: {}",
            k + 1,
            FIELDS[k],
            py_repr(parts[k])
        )));
    }
    for k in ROUNDED.iter().chain(INTEGRAL.iter()).copied() {
        if is_int[k] {
            // float(tok) of an int token: exact up to 2^53, else parsed as Python does.
            f[k] = if v[k].unsigned_abs() <= 1 << 53 {
                v[k] as f64
            } else {
                parse_float(parts[k]).ok_or(Refusal::Python)?
            };
        }
    }
    for &i in &ROUNDED {
        f[i] = round_ties_even(f[i]);
    }
    for &i in &INTEGRAL {
        if f[i].fract() != 0.0 {
            return Err(Refusal::Error(format!(
                "{path}:{lineno}: field {} ({}) must be an integer, got {}",
                i + 1,
                FIELDS[i],
                py_repr(parts[i])
            )));
        }
    }
    for &i in ROUNDED.iter().chain(INTEGRAL.iter()) {
        if f[i].abs() >= I64_BOUND {
            return Err(Refusal::Python);
        }
        v[i] = f[i] as i64;
    }
    Ok(v)
}

/// The accepted jobs, file order, and what `_read_swf` counts and tracks beside them.
#[derive(Default)]
struct Parsed {
    id: Vec<i64>,
    submit: Vec<i64>,
    cores: Vec<i64>,
    walltime: Vec<i64>,
    runtime: Vec<i64>,
    user: Vec<i64>,
    queue: Vec<i64>,
    skipped: [i64; 3],
    max_req: i64,
}

fn parse_jobs(text: &str, path: &str, machine: i64, limit: i64) -> Result<Parsed, Refusal> {
    let mut out = Parsed::default();
    if limit == 0 {
        return Ok(out);
    }
    let mut first_line = IdMap::default();
    let mut parts: Vec<&str> = Vec::with_capacity(24);
    for (k, line) in lines(text).enumerate() {
        let lineno = k + 1;
        split_into(line, &mut parts);
        if parts.is_empty() || parts[0].starts_with(';') {
            continue;
        }
        if parts.len() < 18 {
            return Err(Refusal::Error(format!(
                "{path}:{lineno}: expected 18 fields, got {}",
                parts.len()
            )));
        }
        parts.truncate(18);
        if !parts.iter().all(|t| t.is_ascii()) {
            return Err(Refusal::Python);
        }
        let v = values(&parts, path, lineno)?;
        let (jid, submit, run, alloc, req, req_time, user, queue) =
            (v[0], v[1], v[3], v[4], v[7], v[8], v[11], v[14]);
        if let Some(&(i, top)) = CHECKED.iter().find(|&&(i, top)| v[i] > top) {
            return Err(Refusal::Error(format!(
                "{path}:{lineno}: field {} ({}) = {} is out of range (at most {})",
                i + 1,
                FIELDS[i],
                parts[i],
                thousands(top)
            )));
        }
        if submit < 0 {
            return Err(Refusal::Error(format!(
                "{path}:{lineno}: negative submit time {submit}"
            )));
        }
        let size = if req > 0 { req } else { alloc };
        if run <= 0 {
            out.skipped[0] += 1;
            continue;
        }
        if size <= 0 {
            out.skipped[1] += 1;
            continue;
        }
        if machine > 0 && size > machine {
            out.skipped[2] += 1;
            continue;
        }
        if let Some(first) = first_line.get(&jid) {
            return Err(Refusal::Error(format!(
                "{path}:{lineno}: duplicate job id {jid} (first on line {first})"
            )));
        }
        first_line.insert(jid, lineno);
        let walltime = if req_time > 0 {
            out.max_req = out.max_req.max(req_time);
            req_time
        } else {
            run
        };
        out.id.push(jid);
        out.submit.push(submit);
        out.cores.push(size);
        out.walltime.push(walltime);
        out.runtime.push(run);
        out.user.push(user);
        out.queue.push(queue);
        if limit > 0 && out.id.len() as i64 >= limit {
            break;
        }
    }
    Ok(out)
}

fn text_of(data: &PyAny) -> PyResult<&str> {
    if let Ok(b) = data.downcast::<PyBytes>() {
        let bytes = b.as_bytes();
        if !bytes.is_ascii() {
            return Err(PyValueError::new_err(
                "swf_jobs: bytes must be ASCII (pass str otherwise)",
            ));
        }
        // ASCII is UTF-8, and Python's decoding of it is the identity.
        return Ok(unsafe { std::str::from_utf8_unchecked(bytes) });
    }
    data.downcast::<PyString>()?.to_str()
}

/// The header entries of an SWF text (str, or ASCII bytes) as a list of (key, value) pairs.
#[pyfunction]
pub fn swf_header(py: Python<'_>, data: &PyAny) -> PyResult<PyObject> {
    let text = text_of(data)?;
    let header = py.allow_threads(|| parse_header(text));
    Ok(PyList::new(
        py,
        header
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()).to_object(py)),
    )
    .into())
}

/// The jobs of an SWF text (str, or ASCII bytes) sorted by (submit, id): a tuple of columns
/// (id, submit, cores, walltime, runtime, user, queue: bytes of native int64s), the skip counts
/// (runtime<=0, size<=0, size>machine) and the largest requested time; None where the Python
/// reader must read the file. `machine` 0 is no known size, `limit` -1 no limit. A malformed
/// record raises ValueError with `_read_swf`'s message.
#[pyfunction]
pub fn swf_jobs(
    py: Python<'_>,
    data: &PyAny,
    path: &str,
    machine: i64,
    limit: i64,
) -> PyResult<PyObject> {
    let text = text_of(data)?;
    let parsed = py.allow_threads(|| {
        parse_jobs(text, path, machine, limit).map(|mut p| {
            sort_by_submit(&mut p);
            p
        })
    });
    let p = match parsed {
        Ok(p) => p,
        Err(Refusal::Python) => return Ok(py.None()),
        Err(Refusal::Error(msg)) => return Err(PyValueError::new_err(msg)),
    };
    let columns = [
        &p.id,
        &p.submit,
        &p.cores,
        &p.walltime,
        &p.runtime,
        &p.user,
        &p.queue,
    ];
    let mut items: Vec<PyObject> = columns.iter().map(|c| column_bytes(py, c)).collect();
    items.push(PyTuple::new(py, p.skipped.iter()).into());
    items.push(p.max_req.to_object(py));
    Ok(PyTuple::new(py, items).into())
}

/// A column as the bytes of native-endian int64s (what `array.array("q", ...)` reads).
fn column_bytes(py: Python<'_>, column: &[i64]) -> PyObject {
    let bytes: Vec<u8> = column.iter().flat_map(|x| x.to_ne_bytes()).collect();
    PyBytes::new(py, &bytes).into()
}

/// The columns in (submit, id) order, as `Workload` sorts its jobs.
fn sort_by_submit(p: &mut Parsed) {
    let n = p.id.len();
    if (1..n).all(|k| (p.submit[k - 1], p.id[k - 1]) < (p.submit[k], p.id[k])) {
        return;
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_unstable_by_key(|&k| (p.submit[k], p.id[k]));
    for col in [
        &mut p.id,
        &mut p.submit,
        &mut p.cores,
        &mut p.walltime,
        &mut p.runtime,
        &mut p.user,
        &mut p.queue,
    ] {
        *col = order.iter().map(|&k| col[k]).collect();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_number_grammar() {
        assert!(matches!(parse_int("1_000"), IntTok::Value(1000)));
        assert!(matches!(parse_int("-0"), IntTok::Value(0)));
        assert!(matches!(parse_int("+5"), IntTok::Value(5)));
        assert!(matches!(parse_int("1__0"), IntTok::NotInt));
        assert!(matches!(parse_int("_1"), IntTok::NotInt));
        assert!(matches!(
            parse_int("99999999999999999999"),
            IntTok::Overflow
        ));
        assert_eq!(parse_float("5."), Some(5.0));
        assert_eq!(parse_float("+.5"), Some(0.5));
        assert_eq!(parse_float("1e3"), Some(1000.0));
        assert_eq!(parse_float("1_0.2_5e1_0"), Some(10.25e10));
        assert_eq!(parse_float("-Infinity"), Some(f64::NEG_INFINITY));
        assert_eq!(parse_float("."), None);
        assert_eq!(parse_float("0x10"), None);
        assert_eq!(parse_float("1e"), None);
        assert_eq!(parse_float("infinit"), None);
    }

    #[test]
    fn rounds_half_to_even() {
        let cases = [
            (0.5, 0.0),
            (1.5, 2.0),
            (2.5, 2.0),
            (-2.5, -2.0),
            (-3.5, -4.0),
            (2.4999, 2.0),
            (2.5001, 3.0),
            (-0.5, -0.0),
            (4503599627370497.0, 4503599627370497.0),
            (1e300, 1e300),
        ];
        for (x, want) in cases {
            assert_eq!(round_ties_even(x), want, "round({x})");
        }
        assert!(round_ties_even(-0.4).is_sign_negative());
    }

    #[test]
    fn python_text_rules() {
        let cut: Vec<&str> = lines("a\r\nb\rc\u{2028}d\n").collect();
        assert_eq!(cut, ["a", "b", "c", "d"]);
        assert_eq!(py_repr("it's"), "\"it's\"");
        assert_eq!(py_repr("a\x01"), "'a\\x01'");
        assert_eq!(thousands(2_147_483_647), "2,147,483,647");
    }
}
