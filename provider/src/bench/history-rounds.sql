-- The history bench's player (run-bench.ts, issue 52): $2 settled rounds of one slot, one a second back from now, and
-- their stakes and wins in the ledger as the rounds service writes them (a bet per round, a win for every other one),
-- so the history pages past as many ledger rows as a real player of that many rounds has. Bench-only: no entries (the
-- history reads a round's money from its round row), and the player's balance is left as it is.
insert into game_rounds (player_id, game_code, engine, status, stake_cents, win_cents, balance_before_cents, balance_after_cents, outcome, created_at, settled_at)
select $1, 'megasaur', 'slot', 'settled', 20, case when n % 2 = 0 then 30 else 0 end, 10000, 10000, '{}',
       now() - make_interval(secs => n), now() - make_interval(secs => n)
  from generate_series(1, $2::int) as n;

insert into ledger_transactions (player_id, kind, reference, created_at)
select $1, kind, 'megasaur', now() - make_interval(secs => n)
  from generate_series(1, $2::int) as n, lateral (values ('bet'), (case when n % 2 = 0 then 'win' end)) as moves(kind)
 where kind is not null;

analyze game_rounds;

analyze ledger_transactions;
