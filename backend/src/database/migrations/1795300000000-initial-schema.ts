import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The shared domain tables every feature builds on. Reviewed by hand against the entities. */
export class InitialSchema1795300000000 implements MigrationInterface {
  name = 'InitialSchema1795300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        name varchar(40) NOT NULL,
        phone varchar(13) NOT NULL,
        user_ip varchar(64),
        city varchar(120),
        is_abuser boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE chats (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        is_chat_finished boolean NOT NULL DEFAULT false,
        is_processed boolean NOT NULL DEFAULT false,
        document text,
        comment text,
        mail_data jsonb NOT NULL DEFAULT '{"files":[],"text":""}',
        delivery_data jsonb,
        assistant_state jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query(`CREATE INDEX chats_user_id_idx ON chats (user_id)`);
    await q.query(`CREATE INDEX chats_created_at_idx ON chats (created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE messages (
        id bigserial PRIMARY KEY,
        chat_id int NOT NULL REFERENCES chats(id) ON DELETE RESTRICT,
        author varchar(16) NOT NULL CHECK (author IN ('user', 'agent')),
        message text NOT NULL,
        client_message_id varchar(64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX messages_chat_id_id_idx ON messages (chat_id, id)`);
    await q.query(`CREATE UNIQUE INDEX messages_client_id_uq ON messages (chat_id, client_message_id) WHERE client_message_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE feedbacks (
        id serial PRIMARY KEY,
        name varchar(40) NOT NULL,
        phone varchar(13),
        feedback text NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        ip varchar(64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX feedbacks_created_at_idx ON feedbacks (created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE podcasts (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL,
        description text NOT NULL,
        image_url text NOT NULL,
        audio_url text NOT NULL,
        apple_podcast_url text,
        position int NOT NULL DEFAULT 0,
        published boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        chat_id int NOT NULL REFERENCES chats(id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        payment_date date,
        invoice_tracking_number varchar(32),
        documents_tracking_number varchar(32),
        document_price numeric(12,2) NOT NULL DEFAULT 0 CHECK (document_price >= 0),
        delivery_data jsonb,
        deleted_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX orders_chat_id_live ON orders (chat_id) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX orders_created_at_idx ON orders (created_at DESC, id DESC) WHERE deleted_at IS NULL`);
    await q.query(`
      CREATE TABLE documents (
        id serial PRIMARY KEY,
        order_id int NOT NULL UNIQUE REFERENCES orders(id) ON DELETE RESTRICT,
        "references" jsonb NOT NULL DEFAULT '[]',
        parsed_resources text NOT NULL DEFAULT '',
        document_text text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE sms_messages (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        chat_id int REFERENCES chats(id) ON DELETE SET NULL,
        order_id int REFERENCES orders(id) ON DELETE SET NULL,
        type varchar(32) NOT NULL,
        phone varchar(13) NOT NULL,
        text text NOT NULL,
        provider varchar(32) NOT NULL,
        provider_message_id varchar(128),
        status varchar(16) NOT NULL,
        error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sms_messages_user_id_idx ON sms_messages (user_id)`);
    await q.query(`CREATE INDEX sms_messages_chat_id_idx ON sms_messages (chat_id)`);
    await q.query(`CREATE INDEX sms_messages_order_id_idx ON sms_messages (order_id)`);
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        actor varchar(64) NOT NULL,
        action varchar(64) NOT NULL,
        entity varchar(32) NOT NULL,
        entity_id varchar(64) NOT NULL,
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id)`);
    await q.query(`
      CREATE TABLE admin_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash varchar(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ip varchar(64),
        revoked_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE login_attempts (
        id bigserial PRIMARY KEY,
        ip varchar(64) NOT NULL,
        success boolean NOT NULL,
        attempted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX login_attempts_ip_time_idx ON login_attempts (ip, attempted_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['login_attempts', 'admin_sessions', 'audit_log', 'sms_messages', 'documents', 'orders', 'podcasts', 'feedbacks', 'messages', 'chats', 'users']) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
