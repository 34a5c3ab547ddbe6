pub type c_char = i8;
pub type wchar_t = i32;
