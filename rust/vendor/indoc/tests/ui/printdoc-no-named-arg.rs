use indoc::printdoc;

fn main() {
    printdoc!("{named}");
}
