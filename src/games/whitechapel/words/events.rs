//! Events as the log tells them, each in the form the side looking may see (WC9.3.8): the
//! caller passes the event already seen by that side ([`wc_engine::Event::seen_by`]).

use wc_engine::{EntryKind, Event, JackMove, Policeman, Side};

use super::WcWords;
use crate::games::whitechapel::words::tr;

impl WcWords<'_> {
    /// How Jack moved: "walk", "alley", "coach".
    pub fn kind(&self, kind: EntryKind) -> String {
        match kind {
            EntryKind::Walk => tr!(self.locale, words.walk),
            EntryKind::Alley => tr!(self.locale, words.alley),
            EntryKind::Coach => tr!(self.locale, words.coach),
            EntryKind::Kill => tr!(self.locale, words.kill),
        }
    }

    /// The line of an event.
    pub fn event(&self, event: &Event) -> String {
        let l = self.locale;
        match event {
            Event::JackSeatDrawn { seat } => tr!(l, log.jack_seat, name = self.name(*seat)),
            Event::HideoutChosen { circle: None } => tr!(l, log.hideout_secret),
            Event::HideoutChosen { circle: Some(c) } => {
                tr!(l, log.hideout, circle = self.circle(*c))
            }
            Event::NightBegins {
                night,
                coaches,
                alleys,
            } => tr!(
                l,
                log.night,
                night = night,
                coaches = coaches,
                alleys = alleys
            ),
            Event::WomenPlaced {
                circles,
                marked: None,
            } => tr!(l, log.women, circles = self.circles(circles)),
            Event::WomenPlaced {
                circles,
                marked: Some(marked),
            } => tr!(
                l,
                log.women_marked,
                circles = self.circles(circles),
                marked = self.circles(marked)
            ),
            Event::ChiefNamed { chief } => tr!(l, log.chief, colour = self.colour(*chief)),
            Event::PolicemenLifted { .. } => tr!(l, log.lifted),
            Event::PatrolsPlaced {
                crossings,
                tokens: None,
            } => tr!(l, log.patrols, crossings = self.crossings(crossings)),
            Event::PatrolsPlaced {
                tokens: Some((policemen, fakes)),
                ..
            } => {
                let placed: Vec<String> = Policeman::ALL
                    .iter()
                    .map(|p| {
                        tr!(
                            l,
                            table.policeman_at,
                            policeman = self.colour(*p),
                            crossing = self.crossing(policemen[p.index()])
                        )
                    })
                    .collect();
                tr!(
                    l,
                    log.patrols_known,
                    tokens = self.list(&placed),
                    fakes = self.crossings(fakes)
                )
            }
            Event::VictimsRevealed { wretched } => {
                tr!(l, log.victims, circles = self.circles(wretched))
            }
            Event::Waited { time } => tr!(l, log.waited, space = self.space(*time)),
            Event::WretchedMoved { from, to } => tr!(
                l,
                log.wretched_moved,
                from = self.circle(*from),
                to = self.circle(*to)
            ),
            Event::WretchedStayed { at } => tr!(l, log.wretched_stayed, circle = self.circle(*at)),
            Event::PatrolRevealed { at, token: None } => {
                tr!(l, log.revealed_fake, crossing = self.crossing(*at))
            }
            Event::PatrolRevealed { at, token: Some(p) } => tr!(
                l,
                log.revealed,
                crossing = self.crossing(*at),
                colour = self.colour(*p)
            ),
            Event::Killed { circles, .. } => match circles.as_slice() {
                [one] => tr!(l, log.killed, circle = self.circle(*one)),
                _ => tr!(l, log.double, circles = self.circles(circles)),
            },
            Event::PolicemenRevealed { at } => {
                let posts: Vec<String> = Policeman::ALL
                    .iter()
                    .map(|p| {
                        tr!(
                            l,
                            table.policeman_at,
                            policeman = self.colour(*p),
                            crossing = self.crossing(at[p.index()])
                        )
                    })
                    .collect();
                tr!(l, log.policemen, posts = self.list(&posts))
            }
            Event::JackMoved {
                kind,
                space,
                mv,
                forced,
            } => self.jack_moved(*kind, *space, mv.as_ref(), *forced),
            Event::PolicemanMoved {
                policeman,
                from,
                to,
            } if from == to => tr!(
                l,
                log.policeman_stayed,
                colour = self.colour(*policeman),
                crossing = self.crossing(*to)
            ),
            Event::PolicemanMoved { policeman, to, .. } => tr!(
                l,
                log.policeman_moved,
                colour = self.colour(*policeman),
                crossing = self.crossing(*to)
            ),
            Event::Searched {
                policeman,
                circle,
                clue,
            } => {
                let (colour, circle) = (self.colour(*policeman), self.circle(*circle));
                if *clue {
                    tr!(l, log.clue, colour = colour, circle = circle)
                } else {
                    tr!(l, log.no_clue, colour = colour, circle = circle)
                }
            }
            Event::Arrested {
                policeman,
                circle,
                caught,
            } => {
                let (colour, circle) = (self.colour(*policeman), self.circle(*circle));
                if *caught {
                    tr!(l, log.caught, colour = colour, circle = circle)
                } else {
                    tr!(l, log.missed, colour = colour, circle = circle)
                }
            }
            Event::Passed { policeman } => tr!(l, log.passed, colour = self.colour(*policeman)),
            Event::StoppedSearching { policeman } => {
                tr!(l, log.stopped, colour = self.colour(*policeman))
            }
            Event::Escaped { circle: None } => tr!(l, log.escaped),
            Event::Escaped { circle: Some(c) } => tr!(l, log.escaped_at, circle = self.circle(*c)),
            Event::NightEnded { night } => tr!(l, log.night_ended, night = night),
            Event::GameOver { winner, .. } => match winner {
                Side::Jack => tr!(l, log.jack_won),
                Side::Police => tr!(l, log.police_won),
            },
        }
    }

    fn jack_moved(
        &self,
        kind: EntryKind,
        space: u8,
        mv: Option<&JackMove>,
        forced: bool,
    ) -> String {
        let l = self.locale;
        let (kind_word, track) = (self.kind(kind), self.space(space));
        match mv {
            Some(JackMove::Coach { first, second }) => tr!(
                l,
                log.jack_coached,
                first = self.circle(*first),
                second = self.circle(*second),
                from = self.space(space.saturating_sub(1)),
                space = track
            ),
            Some(m) if forced => tr!(
                l,
                log.jack_forced,
                kind = kind_word,
                circle = self.circle(m.end()),
                space = track
            ),
            Some(m) => tr!(
                l,
                log.jack_moved_to,
                kind = kind_word,
                circle = self.circle(m.end()),
                space = track
            ),
            None if kind == EntryKind::Coach => tr!(
                l,
                log.jack_coach,
                from = self.space(space.saturating_sub(1)),
                space = track
            ),
            None => tr!(l, log.jack_moved, kind = kind_word, space = track),
        }
    }
}
