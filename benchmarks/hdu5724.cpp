// HDU 5724 "Chess": the C++ program that examples/hdu5724.py is timed against.
//
//     hdu5724 staircase|table [WIDTH] < input
//
// staircase: each row's value by the staircase Nim closed form (xor of the
// block sizes on odd steps, steps counted by empty cells from the right), as
// the contest write-ups do. table: the Grundy table of all 2**WIDTH rows by
// brute-force mex first, then one lookup per row. Input is read with scanf.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static int width = 20;

static int staircase_value(const bool *occupied) {
    int value = 0, run = 0, empties = 0;
    for (int c = width; c >= 0; --c) {  // column 0: the virtual empty cell
        if (c > 0 && occupied[c]) {
            ++run;
        } else {
            if (empties & 1) value ^= run;
            run = 0;
            ++empties;
        }
    }
    return value;
}

static std::vector<uint8_t> grundy_table() {
    int64_t n = (int64_t)1 << width;
    std::vector<uint8_t> table(n);
    int64_t seen[66] = {0};
    for (int64_t mask = n - 1; mask >= 0; --mask) {
        int64_t mark = mask + 1;
        for (int i = 0; i < width; ++i) {
            if (!((mask >> i) & 1)) continue;
            int j = i + 1;
            while (j < width && ((mask >> j) & 1)) ++j;
            if (j < width) seen[table[(mask ^ ((int64_t)1 << i)) | ((int64_t)1 << j)]] = mark;
        }
        int g = 0;
        while (seen[g] == mark) ++g;
        table[mask] = (uint8_t)g;
    }
    return table;
}

int main(int argc, char **argv) {
    bool use_table = argc > 1 && std::strcmp(argv[1], "table") == 0;
    if (argc > 2) width = std::atoi(argv[2]);
    std::vector<uint8_t> table;
    if (use_table) table = grundy_table();
    int cases;
    if (std::scanf("%d", &cases) != 1) return 2;
    while (cases--) {
        int n, total = 0;
        if (std::scanf("%d", &n) != 1) return 2;
        while (n--) {
            int m, p;
            bool occupied[66] = {false};
            int64_t mask = 0;
            if (std::scanf("%d", &m) != 1) return 2;
            while (m--) {
                if (std::scanf("%d", &p) != 1) return 2;
                occupied[p] = true;
                mask |= (int64_t)1 << (p - 1);
            }
            total ^= use_table ? table[mask] : staircase_value(occupied);
        }
        std::puts(total ? "YES" : "NO");
    }
    return 0;
}
