-- The patient's side of a request: who may open it, the private links, the patients' sessions
-- and the messages between the patient and the care team. No address is kept here: a patient is
-- known by a hash of the address they gave. Everything a message says is sealed with its
-- request's key, so erasing the request (its key first) makes it unreadable wherever a copy lies.

create table request_contacts (
  reference text primary key references requests (reference) on delete cascade,
  -- sha256 of the address, trimmed and lower-cased.
  email_hash text not null
);
create index request_contacts_by_email on request_contacts (email_hash);

create table patient_links (
  -- A hash of the link's token: the table alone opens nothing.
  token_hash text primary key,
  email_hash text not null,
  -- The request the link leads to; null for a link asked for on the site (every request of the address).
  reference text references requests (reference) on delete cascade,
  -- Why it was made: 'acknowledgement', 'asked' or 'message'.
  reason text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index patient_links_by_email on patient_links (email_hash, created_at);

create table patient_sessions (
  id_hash text primary key,
  email_hash text not null,
  csrf text not null,
  created_at timestamptz not null,
  last_seen timestamptz not null
);
create index patient_sessions_by_email on patient_sessions (email_hash);

create table request_messages (
  id serial primary key,
  reference text not null references requests (reference) on delete cascade,
  at timestamptz not null,
  -- 'patient' or 'care-team'.
  author text not null,
  -- The care team's account that wrote it; null for the patient.
  by_account text,
  -- The words and the reports' names, types, sizes and checksums, sealed with the request's key.
  sealed bytea not null,
  -- When the other side first read it.
  read_at timestamptz
);
create index request_messages_by_reference on request_messages (reference, id);

create table message_reports (
  message_id integer not null references request_messages (id) on delete cascade,
  position integer not null,
  reference text not null references requests (reference) on delete cascade,
  size integer not null,
  sealed bytea not null,
  primary key (message_id, position)
);

create table request_quotes (
  id serial primary key,
  reference text not null references requests (reference) on delete cascade,
  at timestamptz not null,
  by_account text not null,
  -- The package, its price and breakdown, what it includes and excludes (as content said when the
  -- quote was made), the dates and the coordinator's notes, sealed with the request's key.
  sealed bytea not null
);
create index request_quotes_by_reference on request_quotes (reference, id);

-- The two-hour promise: when a request first had a reply from the care team, and when a second
-- person was told it had none after 90 office minutes.
create table request_promise (
  reference text primary key references requests (reference) on delete cascade,
  first_reply_at timestamptz,
  escalated_at timestamptz
);
