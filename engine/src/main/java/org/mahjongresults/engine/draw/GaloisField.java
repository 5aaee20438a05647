package org.mahjongresults.engine.draw;

/**
 * A finite field GF(p^m) with small order, as addition and multiplication tables over the elements 0..q−1
 * (an element is the base-p digit string of its polynomial's coefficients). Used by the design constructions.
 */
final class GaloisField {

    final int order;
    final int[][] add;
    final int[][] mul;

    private GaloisField(int order, int[][] add, int[][] mul) {
        this.order = order;
        this.add = add;
        this.mul = mul;
    }

    /** The field of order q, or {@code null} when q is not a prime power. */
    static GaloisField of(int q) {
        int p = smallestPrimeFactor(q);
        if (q < 2) {
            return null;
        }
        int m = 0;
        int rest = q;
        while (rest % p == 0) {
            rest /= p;
            m++;
        }
        if (rest != 1) {
            return null;
        }
        int[] modulus = irreducible(p, m);
        int[][] add = new int[q][q];
        int[][] mul = new int[q][q];
        for (int a = 0; a < q; a++) {
            for (int b = 0; b < q; b++) {
                add[a][b] = fromDigits(addDigits(digits(a, p, m), digits(b, p, m), p), p);
                mul[a][b] = fromDigits(mulMod(digits(a, p, m), digits(b, p, m), modulus, p), p);
            }
        }
        return new GaloisField(q, add, mul);
    }

    private static int smallestPrimeFactor(int q) {
        for (int d = 2; d * d <= q; d++) {
            if (q % d == 0) {
                return d;
            }
        }
        return q;
    }

    private static int[] digits(int value, int p, int m) {
        int[] d = new int[m];
        for (int i = 0; i < m; i++) {
            d[i] = value % p;
            value /= p;
        }
        return d;
    }

    private static int fromDigits(int[] d, int p) {
        int value = 0;
        for (int i = d.length - 1; i >= 0; i--) {
            value = value * p + d[i];
        }
        return value;
    }

    private static int[] addDigits(int[] a, int[] b, int p) {
        int[] r = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            r[i] = (a[i] + b[i]) % p;
        }
        return r;
    }

    /** Product of two polynomials of degree &lt; m, reduced modulo the monic {@code modulus} of degree m. */
    private static int[] mulMod(int[] a, int[] b, int[] modulus, int p) {
        int m = a.length;
        int[] prod = new int[2 * m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                prod[i + j] = (prod[i + j] + a[i] * b[j]) % p;
            }
        }
        for (int deg = 2 * m - 1; deg >= m; deg--) {
            int c = prod[deg];
            if (c != 0) {
                for (int i = 0; i <= m; i++) {
                    prod[deg - m + i] = ((prod[deg - m + i] - c * modulus[i]) % p + p) % p;
                }
            }
        }
        int[] r = new int[m];
        System.arraycopy(prod, 0, r, 0, m);
        return r;
    }

    /** A monic irreducible polynomial of degree m over GF(p), coefficients from degree 0 to m. */
    private static int[] irreducible(int p, int m) {
        int count = 1;
        for (int i = 0; i < m; i++) {
            count *= p;
        }
        for (int low = 0; low < count; low++) {
            int[] f = new int[m + 1];
            int[] d = digits(low, p, m);
            System.arraycopy(d, 0, f, 0, m);
            f[m] = 1;
            if (isIrreducible(f, p)) {
                return f;
            }
        }
        throw new IllegalStateException("no irreducible polynomial of degree " + m + " over GF(" + p + ")");
    }

    private static boolean isIrreducible(int[] f, int p) {
        int m = f.length - 1;
        for (int deg = 1; deg <= m / 2; deg++) {
            int count = 1;
            for (int i = 0; i < deg; i++) {
                count *= p;
            }
            for (int low = 0; low < count; low++) {
                int[] g = new int[deg + 1];
                System.arraycopy(digits(low, p, deg), 0, g, 0, deg);
                g[deg] = 1;
                if (divides(g, f, p)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean divides(int[] g, int[] f, int p) {
        int[] r = f.clone();
        int dg = g.length - 1;
        for (int deg = r.length - 1; deg >= dg; deg--) {
            int c = r[deg];
            if (c != 0) {
                for (int i = 0; i <= dg; i++) {
                    r[deg - dg + i] = ((r[deg - dg + i] - c * g[i]) % p + p) % p;
                }
            }
        }
        for (int i = 0; i < dg; i++) {
            if (r[i] != 0) {
                return false;
            }
        }
        return true;
    }
}
