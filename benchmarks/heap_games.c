/* Grundy values of an octal game, heaps 0..n-1: the loop of cgt/_heap_kernels.py in plain C.
 *
 *     heap_games CODE N REPEAT      e.g.  heap_games 0.77 100001 2
 *
 * Prints the best wall time of REPEAT runs (seconds) and a checksum of the
 * values, sum of values[i] * (i % 1000003), which the benchmark compares with
 * the numba kernel's. Same algorithm and data types as the kernel: int32
 * values, a bitset of 64-bit words for the option values, and a register for
 * the split loop while every value is below 64.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void mark(uint64_t *words, int32_t v) { words[v >> 6] |= 1ULL << (v & 63); }

static void octal_fill(int32_t *values, long n_total, const int *digits, int n_digits) {
    long cap = 64;
    uint64_t *words = calloc(cap / 64 + 1, sizeof *words);
    for (long n = 0; n < n_total; n++) {
        memset(words, 0, (cap / 64 + 1) * sizeof *words);
        for (int k = 0; k < n_digits && k <= n; k++) {
            int d = digits[k];
            if ((d & 1) && k == n) words[0] |= 1;
            if ((d & 2) && k < n) mark(words, values[n - k]);
        }
        for (int k = 0; k < n_digits; k++) {
            long m = n - k;
            if (m < 2) break;
            if (!(digits[k] & 4)) continue;
            long hi = m / 2;
            if (cap == 64) {
                uint64_t bits = 0;
                for (long a = 1; a <= hi; a++) bits |= 1ULL << (values[a] ^ values[m - a]);
                words[0] |= bits;
            } else {
                for (long a = 1; a <= hi; a++) mark(words, values[a] ^ values[m - a]);
            }
        }
        long w = 0;
        while (words[w] == ~0ULL) w++;
        int b = 0;
        while ((words[w] >> b) & 1) b++;
        int32_t g = (int32_t)(64 * w + b);
        values[n] = g;
        if (g >= cap) {
            while (cap <= g) cap *= 2;
            free(words);
            words = calloc(cap / 64 + 1, sizeof *words);
        }
    }
    free(words);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s CODE N REPEAT\n", argv[0]);
        return 2;
    }
    const char *code = argv[1];
    const char *point = strchr(code, '.');
    if (point == NULL) {
        fprintf(stderr, "octal code %s has no point\n", code);
        return 2;
    }
    int digits[64], n_digits = 0;
    digits[n_digits++] = point > code ? code[0] - '0' : 0;
    for (const char *c = point + 1; *c && n_digits < 64; c++) digits[n_digits++] = *c - '0';
    long n = atol(argv[2]);
    int repeat = atoi(argv[3]);
    int32_t *values = malloc(n * sizeof *values);
    double best = 1e30;
    for (int r = 0; r < repeat; r++) {
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        octal_fill(values, n, digits, n_digits);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        double s = (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec);
        if (s < best) best = s;
    }
    long long checksum = 0;
    for (long i = 0; i < n; i++) checksum += (long long)values[i] * (i % 1000003);
    printf("%.6f %lld\n", best, checksum);
    free(values);
    return 0;
}
