//! The part of the map on the screen: a centre and a zoom over the map's frame, moved by
//! dragging, the wheel, a pinch or the keyboard, and never off the map.

use super::map::{Point, FRAME};

/// The most the map is enlarged.
pub const MAX_ZOOM: f64 = 6.0;

/// How far one press of an arrow key moves the map: a fifth of what is shown.
const KEY_STEP: f64 = 0.2;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// The centre of what is shown, in map units.
    pub centre: Point,
    /// 1: the whole map fits.
    pub zoom: f64,
}

impl Default for Camera {
    fn default() -> Camera {
        let (x, y, w, h) = FRAME;
        Camera {
            centre: (x + w / 2.0, y + h / 2.0),
            zoom: 1.0,
        }
    }
}

impl Camera {
    /// The width and height shown, in map units.
    pub fn size(&self) -> (f64, f64) {
        (FRAME.2 / self.zoom, FRAME.3 / self.zoom)
    }

    /// The SVG `viewBox` of what is shown.
    pub fn view_box(&self) -> String {
        let (w, h) = self.size();
        format!(
            "{:.1} {:.1} {:.1} {:.1}",
            self.centre.0 - w / 2.0,
            self.centre.1 - h / 2.0,
            w,
            h
        )
    }

    /// The map point at `fraction` (0–1 across and down) of what is shown.
    pub fn point_at(&self, fraction: Point) -> Point {
        let (w, h) = self.size();
        (
            self.centre.0 + (fraction.0 - 0.5) * w,
            self.centre.1 + (fraction.1 - 0.5) * h,
        )
    }

    /// Zooms by `factor`, keeping the map point under `fraction` where it is.
    pub fn zoom_at(self, factor: f64, fraction: Point) -> Camera {
        let anchor = self.point_at(fraction);
        let zoom = (self.zoom * factor).clamp(1.0, MAX_ZOOM);
        let scale = self.zoom / zoom;
        Camera {
            centre: (
                anchor.0 + (self.centre.0 - anchor.0) * scale,
                anchor.1 + (self.centre.1 - anchor.1) * scale,
            ),
            zoom,
        }
        .kept_on_map()
    }

    /// Moves what is shown by `fraction` of its size (positive: right and down).
    pub fn pan(self, fraction: Point) -> Camera {
        let (w, h) = self.size();
        Camera {
            centre: (
                self.centre.0 + fraction.0 * w,
                self.centre.1 + fraction.1 * h,
            ),
            ..self
        }
        .kept_on_map()
    }

    /// One arrow key's move: `dx`, `dy` each −1, 0 or 1.
    pub fn step(self, dx: f64, dy: f64) -> Camera {
        self.pan((dx * KEY_STEP, dy * KEY_STEP))
    }

    /// The camera with what is shown inside the map's frame.
    fn kept_on_map(self) -> Camera {
        let (x, y, w, h) = FRAME;
        let (sw, sh) = self.size();
        let clamp = |c: f64, lo: f64, span: f64, shown: f64| {
            c.clamp(lo + shown / 2.0, lo + span - shown / 2.0)
        };
        Camera {
            centre: (
                clamp(self.centre.0, x, w, sw),
                clamp(self.centre.1, y, h, sh),
            ),
            zoom: self.zoom,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zooming_keeps_the_point_under_the_pointer() {
        let c = Camera::default().zoom_at(2.0, (0.25, 0.75));
        let before = Camera::default().point_at((0.25, 0.75));
        let after = c.point_at((0.25, 0.75));
        assert!((before.0 - after.0).abs() < 1e-9 && (before.1 - after.1).abs() < 1e-9);
        assert_eq!(c.zoom, 2.0);
        assert_eq!(c.zoom_at(100.0, (0.5, 0.5)).zoom, MAX_ZOOM);
        assert_eq!(c.zoom_at(0.01, (0.5, 0.5)), Camera::default());
    }

    #[test]
    fn the_map_never_leaves_the_screen() {
        let whole = Camera::default();
        assert_eq!(whole.pan((3.0, -3.0)), whole, "the whole map does not move");
        let near = whole.zoom_at(3.0, (0.5, 0.5));
        let far = (0..50).fold(near, |c, _| c.step(1.0, 1.0));
        let (x, y, w, h) = FRAME;
        let (sw, sh) = far.size();
        assert!((far.centre.0 + sw / 2.0 - (x + w)).abs() < 1e-9);
        assert!((far.centre.1 + sh / 2.0 - (y + h)).abs() < 1e-9);
        assert_eq!(whole.view_box(), "30.0 10.0 965.0 668.0");
    }
}
