-- The care team's accounts, in the database with the rest of the state (they were in accounts.json
-- in the data folder, which each server read from its own disk). The password column holds only
-- an scrypt hash (scrypt$N$r$p$salt$hash); an address is kept trimmed and in lower case.

create table care_team_accounts (
  email text primary key,
  password text not null,
  created_at timestamptz not null default now()
);
