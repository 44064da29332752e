-- Fuzzy, typo-tolerant search (similarity, gin_trgm_ops). PGlite loads it as an extension at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
