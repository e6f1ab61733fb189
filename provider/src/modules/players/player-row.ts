// The players table's row and a new player's fields; their own file, as the repository and the service both use them.
export interface PlayerRow {
  id: number;
  login: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  birth_date: string | Date | null;
  player_class: string;
  country_id: string;
  address_1: string;
  address_2: string;
  city: string;
  state_id: string;
  zip_code: string;
  cell_phone: string;
  day_phone: string;
  evening_phone: string;
  gender: boolean | null;
  first_deposit_at: Date | null;
  total_deposits_number: number;
  user_hash: string;
  quickplay_hash: string | null;
  email_permit: boolean;
}

export interface NewPlayer {
  login: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  playerClass?: string;
  countryId?: string;
  aid?: string | null;
  downloadId?: string | null;
  clientId?: number | null;
}
