// The first schema: settings, administrators, recipes, transformations, consultations, contact messages, blog posts and
// campaign banners (the public site, the blog and the admin portal as first built).
import { type Kysely, sql } from 'kysely';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('administrators')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('recipes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('ingredients', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('instructions', 'text')
    .addColumn('meal_type', 'text', (c) => c.notNull().check(sql`meal_type in ('breakfast','lunch','dinner','snack')`))
    .addColumn('prep_time', 'integer')
    .addColumn('cook_time', 'integer')
    .addColumn('servings', 'integer')
    .addColumn('calories_per_serving', 'integer')
    .addColumn('goal_type', 'text', (c) =>
      c.notNull().defaultTo('both').check(sql`goal_type in ('weight_loss','weight_gain','both')`),
    )
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_url', 'text')
    .addColumn('youtube_video_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('recipes_meal_type').on('recipes').columns(['meal_type', 'created_at']).execute();

  await db.schema
    .createTable('transformations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('goal_type', 'text', (c) => c.notNull().check(sql`goal_type in ('weight_loss','weight_gain')`))
    .addColumn('before_weight', 'real', (c) => c.notNull())
    .addColumn('after_weight', 'real', (c) => c.notNull())
    .addColumn('duration_months', 'integer', (c) => c.notNull())
    .addColumn('before_image', 'text')
    .addColumn('after_image', 'text')
    .addColumn('story', 'text')
    .addColumn('testimonial', 'text')
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('consultations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('age', 'integer')
    .addColumn('goal', 'text', (c) => c.notNull())
    .addColumn('current_weight', 'real')
    .addColumn('target_weight', 'real')
    .addColumn('health_conditions', 'text')
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending','contacted','completed','cancelled')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('consultations_status').on('consultations').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new').check(sql`status in ('new','read','replied')`))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('contact_messages_status')
    .on('contact_messages')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('blog').check(sql`type in ('blog','vlog')`))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text')
    .addColumn('thumbnail', 'text')
    .addColumn('publish_date', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('read_time', 'text')
    .addColumn('duration', 'text')
    .addColumn('video_url', 'text')
    .addColumn('video_description', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('blog_posts_public').on('blog_posts').columns(['published', 'publish_date']).execute();

  await db.schema
    .createTable('campaign_banners')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('description', 'text')
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('primary_button_text', 'text', (c) => c.notNull().defaultTo('Book Free Consultation'))
    .addColumn('primary_button_link', 'text', (c) => c.notNull().defaultTo('/contact'))
    .addColumn('show_secondary_button', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('secondary_button_text', 'text', (c) => c.notNull().defaultTo('WhatsApp Us'))
    .addColumn('whatsapp_number', 'text')
    .addColumn('whatsapp_message', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('delay_seconds', 'integer', (c) => c.notNull().defaultTo(3).check(sql`delay_seconds between 0 and 60`))
    .addColumn('position', 'text', (c) =>
      c.notNull().defaultTo('center').check(sql`position in ('center','bottom-right','bottom-left')`),
    )
    .addColumn('max_displays_per_user', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cooldown_hours', 'integer', (c) =>
      c.notNull().defaultTo(24).check(sql`cooldown_hours between 1 and 168`),
    )
    .addColumn('dismissal_text', 'text', (c) =>
      c.notNull().defaultTo("Don't worry, this won't show again for 24 hours"),
    )
    .addColumn('theme_color', 'text', (c) => c.notNull().defaultTo('#f59e0b'))
    .addColumn('show_on_pages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('exclude_pages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('views_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'campaign_banners',
    'blog_posts',
    'contact_messages',
    'consultations',
    'transformations',
    'recipes',
    'administrators',
    'app_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
