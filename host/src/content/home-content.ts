/** Text of the landing page: the only page text in the shell's first chunk of the home route. See page-content.ts for the figures. */

import type { PageContent } from 'shared-ui';

export const homeContent: PageContent = {
  title: "300% Welcome Bonus",
  intro:
    "Start at {product} with a 300% match on your first deposit, worth up to $3,000 in bonus money. Hundreds of slots, table games, video poker, crash games and live dealer tables are waiting, in US dollars, for players aged 21 and over.",
  sections: [
    {
      heading: "Claim your 300% welcome bonus",
      paragraphs: [
        "New players get the biggest welcome we offer: use coupon code WELCOME300 on your first deposit and we add 300% of it as bonus money. Deposit $25 and you play with $100; deposit $1,000 and you play with $4,000, the full $3,000 bonus on top of your own money.",
        "Claiming it takes a minute. Sign up, open COUPONS, press REDEEM on the WELCOME300 card and make your deposit in the cashier. The bonus lands in your balance as soon as the deposit is confirmed. If you found us through a link that carried the code, we remember it for seven days, so it is ready for you after signup.",
        "The bonus has a 30x playthrough on the deposit plus the bonus, counts fully on slots, keno, scratch cards, board games and crash games, and has no maximum cashout. The full rules are on our Exclusive Welcome Offer page.",
      ],
    },
    {
      heading: "Games for every kind of player",
      paragraphs: [
        "Our lobby is organised so you can find something to play in seconds. Browse by category, search any title by name, and mark the games you love as favourites so they are always one click away.",
      ],
      items: [
        "Slots: classic three-reel games, modern video slots with free-spin features, and seasonal holiday and Halloween releases.",
        "Progressives: slots and table games whose jackpots grow with every bet until someone wins them.",
        "Table games: blackjack, roulette, baccarat, craps and casino poker variants.",
        "Video poker: single-hand and multi-hand games, from Jacks or Better to Deuces Wild.",
        "Crash and specialty games: fast rounds, keno, scratch cards and board games.",
        "Live dealer: real dealers streamed to your screen, with real cards and real wheels.",
      ],
    },
    {
      heading: "Rewards that keep coming",
      paragraphs: [
        "The welcome bonus is only the start. Every day you log in, a daily login reward may be waiting for you: redeem it on the spot, dismiss it, or save it for later if you are already playing with a bonus. Our COUPONS page always lists the offers available to your account, from deposit bonuses to free spins.",
        "When luck is not on your side, our 25% cashback gives you a second chance. If you deposit, play without a bonus and your balance runs out, claim a quarter of your net losses back from the coupons page.",
        "Players who opt in to our lobby jackpot contribute one cent per spin and get a chance at a jackpot that is won in the lobby, not in one particular game.",
      ],
    },
    {
      heading: "Why play at {product}",
      paragraphs: [
        "We built {product} around the things players tell us matter most: a clear bonus with rules you can understand, games that are tested for fairness, and money that moves quickly in both directions.",
      ],
      items: [
        "All play is in US dollars, with no currency conversion on card or bitcoin deposits.",
        "Deposits start at $10 with cards and bitcoin, and are credited straight away.",
        "Games use a certified random number generator and are tested independently.",
        "Your data and payments are protected by encryption and strict account security.",
        "Play instantly in your browser on desktop or mobile, or download our lobby for Windows and Mac.",
      ],
    },
    {
      heading: "Fast payouts",
      paragraphs: [
        "We review withdrawal requests within 48 hours. Bitcoin withdrawals are sent within 24 hours of approval, so most crypto players have their winnings in their wallet within three days of asking, and often much sooner. Bank wires are also available for larger amounts.",
        "Verify your account early by sending your identity documents before your first withdrawal, and your first payout will be as quick as the ones that follow.",
      ],
    },
    {
      heading: "24/7 live chat support",
      paragraphs: [
        "Our hosts are online around the clock. Press CONTACT SUPPORT at any time, day or night, to chat with a real person about bonuses, deposits, withdrawals or anything else. You can also reach us by email from the Contact Us page.",
        "{product} is for adults only. You must be at least 21 years old to open an account and play. Please play for fun and within your means.",
      ],
    },
  ],
};
