import { type Kysely, sql } from 'kysely';

/**
 * Set-password links (password reset and registration: `password_reset_tokens`) end with what they were
 * issued for. A new e-mail (the sign-in name the link shows and sets a password for), a deactivation or
 * a new password hash (a completed reset, a password change, a generated password) deletes every unused
 * link of the account in the transaction of that change, whichever path or operator makes it; a
 * deleted account takes its links with it (ON DELETE CASCADE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION end_set_password_links() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM password_reset_tokens WHERE user_id = NEW.id AND used_at IS NULL;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER users_end_set_password_links
    AFTER UPDATE OF email, is_active, password_hash ON users FOR EACH ROW
    WHEN (NEW.email IS DISTINCT FROM OLD.email OR (OLD.is_active AND NOT NEW.is_active)
      OR NEW.password_hash IS DISTINCT FROM OLD.password_hash)
    EXECUTE FUNCTION end_set_password_links()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER users_end_set_password_links ON users`.execute(db);
  await sql`DROP FUNCTION end_set_password_links()`.execute(db);
}
