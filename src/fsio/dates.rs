//! Calendar dates of a Unix time (UTC), without a date crate: the game records' `Date` tags,
//! the dated names of saved games, the dates in the games list.

/// Year, month, day and seconds into the day (UTC) of a Unix time (Howard Hinnant's
/// `civil_from_days`).
pub(crate) fn civil(unix_seconds: u64) -> (i64, u32, u32, u64) {
    let days = (unix_seconds / 86_400) as i64;
    let secs = unix_seconds % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d, secs)
}

/// A file name stem of a Unix time (UTC) that sorts by time: `2026-11-30_170512`.
pub(crate) fn dated_stem(unix_seconds: u64) -> String {
    let (y, mo, d, secs) = civil(unix_seconds);
    format!(
        "{y:04}-{mo:02}-{d:02}_{:02}{:02}{:02}",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_from_unix_time() {
        assert_eq!(civil(0), (1970, 1, 1, 0));
        // 2026-11-30 17:05:12 UTC.
        assert_eq!(civil(1_796_058_312), (2026, 11, 30, 61_512));
        // A leap day.
        assert_eq!(civil(951_782_400), (2000, 2, 29, 0));
        assert_eq!(dated_stem(1_796_058_312), "2026-11-30_170512");
    }
}
