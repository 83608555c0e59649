/* Jump chess (HDU 5724): the Grundy table of all 2**width rows by brute-force mex.
 *
 * The same loop as cgt's numba engine (cgt/_kernels/bitmask.py): rows are
 * filled from the all-ones mask down (every move makes the mask larger), each
 * piece's move is found with bit tricks, and a stamp array records the values
 * of the options without being cleared between masks.
 *
 *     jumpchess WIDTH   ->   prints "seconds checksum"
 *
 * The time covers the allocation and the fill; the checksum is
 * sum(table[i] * (i % 251 + 1)) as an unsigned 64-bit integer.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int64_t jump_move(int64_t mask, int width, int slot) {
    if (!((mask >> slot) & 1)) return -1;
    int64_t free_cells = ~mask & -((int64_t)2 << slot);
    int64_t target = free_cells & -free_cells;
    if (target >= ((int64_t)1 << width)) return -1;
    return (mask ^ ((int64_t)1 << slot)) | target;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s WIDTH\n", argv[0]);
        return 2;
    }
    int width = atoi(argv[1]);
    int64_t n = (int64_t)1 << width;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    uint8_t *table = calloc((size_t)n, 1);
    int64_t seen[66] = {0};
    if (!table) return 1;
    for (int64_t mask = n - 1; mask >= 0; --mask) {
        int64_t mark = mask + 1;
        for (int slot = 0; slot < width; ++slot) {
            int64_t option = jump_move(mask, width, slot);
            if (option >= 0) seen[table[option]] = mark;
        }
        int g = 0;
        while (seen[g] == mark) ++g;
        table[mask] = (uint8_t)g;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    uint64_t checksum = 0;
    for (int64_t i = 0; i < n; ++i) checksum += (uint64_t)table[i] * (uint64_t)(i % 251 + 1);
    printf("%.6f %llu\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec),
           (unsigned long long)checksum);
    free(table);
    return 0;
}
