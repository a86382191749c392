//! A list of at most `N` small copyable items kept inline, for the hot paths of the legal
//! answers that would otherwise allocate: the gangsters of the board are at most twelve
//! (R1.10.1), the groups of a card at most [`crate::cards::MAX_GROUPS`].

use std::ops::{Deref, DerefMut};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Few<T: Copy + Default, const N: usize> {
    len: usize,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> Default for Few<T, N> {
    fn default() -> Self {
        Few {
            len: 0,
            items: [T::default(); N],
        }
    }
}

impl<T: Copy + Default, const N: usize> Few<T, N> {
    /// Appends `item`; the callers' bounds (the board, the card data) keep it within `N`.
    pub fn push(&mut self, item: T) {
        self.items[self.len] = item;
        self.len += 1;
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> Few<T, N> {
    /// Drops consecutive repeats, as [`Vec::dedup`].
    pub fn dedup(&mut self) {
        let mut kept = 0;
        for i in 0..self.len {
            if kept == 0 || self.items[kept - 1] != self.items[i] {
                self.items[kept] = self.items[i];
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl<T: Copy + Default, const N: usize> Deref for Few<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items[..self.len]
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for Few<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..self.len]
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a Few<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for Few<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut few = Few::default();
        for item in iter {
            few.push(item);
        }
        few
    }
}

#[cfg(test)]
mod tests {
    use super::Few;

    #[test]
    fn keeps_order_and_drops_repeats() {
        let mut few: Few<u8, 6> = [3, 1, 1, 2, 3, 3].into_iter().collect();
        assert_eq!(&*few, &[3, 1, 1, 2, 3, 3]);
        few.sort();
        few.dedup();
        assert_eq!(&*few, &[1, 2, 3]);
        assert!(Few::<u8, 2>::default().is_empty());
    }
}
