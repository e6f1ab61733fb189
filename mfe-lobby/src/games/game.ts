/** A catalogue entry of the games list (SPEC §3). */
export interface Game {
  machine_id: number;
  game_id: number;
  display_name: string;
  category: string;
  sub_category: string;
}
