#version 330 core
// Depth only: nothing to colour.
void main() {
}
