"""The room's schema, as versioned migrations: the only place its tables are created or changed.

Each migration is a numbered SQL script applied once, in order, by ``room init`` or
``room upgrade`` (:mod:`dealer_app.store.room.admin`), in one transaction with its row in
``room.schema_version``. A station compares that version with :data:`SCHEMA_VERSION` and
refuses a room of another version with a sentence. A released migration is never edited: a
change is a new script at the end.

The scripts name the room's two group roles as ``{readers}`` and ``{writers}`` (every station's
role is a member of one of them; their names carry the database's, since roles belong to the
whole server); :func:`script` fills them in.

>>> [migration.version for migration in MIGRATIONS] == list(range(1, SCHEMA_VERSION + 1))
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from psycopg import sql


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    what: str  # one line for `room upgrade`'s report
    text: str = field(repr=False)


_ROOM_SCHEMA: Final = """
CREATE SCHEMA room;

CREATE TABLE room.schema_version (
    version integer PRIMARY KEY,
    what text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
);

-- The room's settings (the group roles' names), written by `room init`.
CREATE TABLE room.settings (
    name text PRIMARY KEY,
    value text NOT NULL
);

-- Each station's login role, what it is, and the streams it may write.
CREATE TABLE room.roles (
    role name PRIMARY KEY,
    kind text NOT NULL
        CHECK (kind IN ('dealer', 'director', 'instructor', 'student', 'display')),
    label text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

-- A stream's name ('table/3'), a prefix ending in '/' ('event/': every event), or '*' (any).
CREATE TABLE room.grants (
    role name NOT NULL REFERENCES room.roles ON DELETE CASCADE,
    streams text NOT NULL,
    PRIMARY KEY (role, streams)
);

-- A station's identity (kept in its data folder), claimed once by the role it first wrote with.
CREATE TABLE room.stations (
    station text PRIMARY KEY CHECK (length(station) BETWEEN 1 AND 100),
    role name NOT NULL REFERENCES room.roles,
    first_seen timestamptz NOT NULL DEFAULT now()
);

-- Every entry of every stream, keyed by its global identity; `at` is the first writer's time
-- (ms since the epoch), `received` the room's own clock when the entry first arrived.
CREATE TABLE room.entries (
    station text NOT NULL REFERENCES room.stations,
    stream text NOT NULL CHECK (length(stream) BETWEEN 1 AND 200),
    seq bigint NOT NULL CHECK (seq >= 1),
    kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 100),
    payload jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
    at bigint NOT NULL,
    received timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (station, stream, seq)
);
CREATE INDEX entries_by_stream ON room.entries (stream, station, seq);

-- The next of its stream only (two writers cannot both add entry 7), stamped with the room's
-- time whatever the station sent. Runs as the owner: the gap check sees every row.
CREATE FUNCTION room.entry_check() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, room AS $$
DECLARE
    last bigint;
BEGIN
    NEW.received := clock_timestamp();
    IF NEW.seq > 1 AND NOT EXISTS (
        SELECT 1 FROM room.entries e
        WHERE e.station = NEW.station AND e.stream = NEW.stream AND e.seq = NEW.seq - 1
    ) THEN
        SELECT coalesce(max(e.seq), 0) INTO last FROM room.entries e
        WHERE e.station = NEW.station AND e.stream = NEW.stream;
        RAISE EXCEPTION 'entry % of % from % comes after a gap (last stored: %)',
            NEW.seq, NEW.stream, NEW.station, last
            USING ERRCODE = 'RM001', DETAIL = last::text;
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER entries_in_order BEFORE INSERT ON room.entries
    FOR EACH ROW EXECUTE FUNCTION room.entry_check();

-- Lists only grow: nothing is updated, deleted or truncated, whoever asks.
CREATE FUNCTION room.append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the room''s entries are never changed or deleted' USING ERRCODE = 'RM002';
END $$;
CREATE TRIGGER entries_append_only BEFORE UPDATE OR DELETE ON room.entries
    FOR EACH ROW EXECUTE FUNCTION room.append_only();
CREATE TRIGGER entries_never_truncated BEFORE TRUNCATE ON room.entries
    FOR EACH STATEMENT EXECUTE FUNCTION room.append_only();

-- Live updates: a notification carries only where a stream is now (station, stream, seq); a
-- listener reads what it has not seen. A station announces its streams right after the commit
-- that stored their entries, in a transaction of its own with no disk flush: NOTIFY holds a
-- lock of the whole database from commit to its end, so notifying inside the entries'
-- transaction would queue every station's commit behind every other's disk flush.
CREATE FUNCTION room.announce(stations text[], streams text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('room_entries', json_build_object(
                'station', e.station, 'stream', e.stream, 'seq', max(e.seq))::text)
    FROM room.entries e
    JOIN unnest(stations, streams) AS k(station, stream)
        ON e.station = k.station AND e.stream = k.stream
    GROUP BY e.station, e.stream;
END $$;

-- Who may do what, enforced by the server: row-level security on every station's role.
ALTER TABLE room.entries ENABLE ROW LEVEL SECURITY;
ALTER TABLE room.stations ENABLE ROW LEVEL SECURITY;

-- A student reads his own entries and those of the stations that are not students' (the exam,
-- the event), never another student's answers; every other role reads the whole room.
CREATE POLICY entries_read ON room.entries FOR SELECT USING (
    NOT EXISTS (SELECT 1 FROM room.roles r WHERE r.role = current_user AND r.kind = 'student')
    OR EXISTS (
        SELECT 1 FROM room.stations s JOIN room.roles r ON r.role = s.role
        WHERE s.station = entries.station AND (s.role = current_user OR r.kind <> 'student')
    )
);
-- A role writes only with a station it claimed, and only the streams it was granted.
CREATE POLICY entries_write ON room.entries FOR INSERT WITH CHECK (
    EXISTS (
        SELECT 1 FROM room.stations s
        WHERE s.station = entries.station AND s.role = current_user
    )
    AND EXISTS (
        SELECT 1 FROM room.grants g
        WHERE g.role = current_user AND (
            g.streams = entries.stream OR g.streams = '*'
            OR (right(g.streams, 1) = '/' AND starts_with(entries.stream, g.streams))
        )
    )
);
CREATE POLICY stations_read ON room.stations FOR SELECT USING (true);
CREATE POLICY stations_claim ON room.stations FOR INSERT WITH CHECK (role = current_user);

-- Streams at a glance: where each one is and when it last moved.
CREATE VIEW room.streams WITH (security_invoker = true) AS
    SELECT station, stream, max(seq) AS last_seq, count(*) AS entries,
           max(received) AS last_received
    FROM room.entries GROUP BY station, stream;

GRANT USAGE ON SCHEMA room TO {readers};
GRANT SELECT ON room.schema_version, room.settings, room.roles, room.grants, room.stations,
    room.entries, room.streams TO {readers};
GRANT INSERT ON room.stations, room.entries TO {writers};
"""

MIGRATIONS: Final = (Migration(1, "entries, stations, roles and row-level security", _ROOM_SCHEMA),)
SCHEMA_VERSION: Final = MIGRATIONS[-1].version


def script(migration: Migration, *, readers: str, writers: str) -> sql.Composed:
    """The migration's SQL with the room's group roles named (quoted as identifiers)."""
    return sql.SQL(migration.text).format(
        readers=sql.Identifier(readers), writers=sql.Identifier(writers)
    )
