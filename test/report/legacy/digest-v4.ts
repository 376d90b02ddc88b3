/**
 * A digest of version 4, as the reports wrote it before they carried durations by name: the second of
 * two runs of main (commits aaaa… and bbbb…, workflow runs 1001 and 1002), each four tests on chrome 131
 * and firefox 128 of WIN11, `login.spec.ts › signs in` failing on chrome in both and `cart.spec.ts ›
 * adds` on chrome in the second; each test 10, 20, 30 or 40 s (one more on firefox), the job 95 s. Its
 * window holds both runs. Written by that version's digest code (digestOf, advanceWindow, writeDigest).
 */
export const DIGEST_V4 =
  '<!-- cloudtest-digest v4 H4sIAAAAAAACA2PkYGNiYGDYzs62d8Om4I7T9zYw7ly/YDZz74cre5neXHk+i/X7rMOOjNuZZjOvZbrMmJrP9Gb7ogkcp84c62NnPMk4kZmBgYGBSSonPz0zT6+4IDVZr6RY4VHDLoXizPS8YoXMPK7kjKL83FQFQ2ND1nBPP0NDBgbR5MSiEhTFiSkpxVgUMjAwshgaGBgxMDAhyXKnZRalpuVXKBgaWTBClDIzMGgkEgk42BkZGH7yb2dn0EgiEoDDCKwF4ntGRiairQOHFAMjI9GWAQDY5wZEkgEAAA== -->';
