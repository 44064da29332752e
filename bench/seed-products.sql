-- Adds N generated products (the :count variable; default 100,000) with realistic spread: ten categories, brand + noun +
-- model names, prices from KSh 100 to 200,000, ~9% out of stock, creation times over two years.
-- Used by `npm run bench` (BENCH_PRODUCTS=100000), which vacuums and analyzes afterwards; safe beside the demo catalogue.
with words as (
  select
    array['Samsung','Tecno','Infinix','Nokia','Hisense','Ramtons','Mika','Von','Oraimo','Kikoi','Maasai','Kericho',
          'Meru','Nairobi','Mombasa','Kisumu','Eldoret','Safari','Jambo','Simba','Tembo','Twiga','Duma','Chui'] as brands,
    array['Phone','Laptop','Television','Speaker','Kettle','Blender','Shirt','Dress','Sandals','Sofa','Table','Lamp',
          'Football','Bicycle','Novel','Dictionary','Lotion','Soap','Battery','Tyre','Puzzle','Doll','Tea','Coffee',
          'Honey','Chair','Printer','Notebook','Backpack','Jacket'] as nouns,
    array['Electronics','Clothing','Home & Garden','Sports','Books','Health & Beauty','Automotive','Toys & Games',
          'Food & Beverages','Office Supplies'] as categories,
    array['durable','affordable','premium','handmade','imported','locally made','energy saving','waterproof',
          'lightweight','family size','genuine','warranty included'] as adjectives
)
insert into products (id, name, description, price_cents, image_url, images, category, location, brand, stock_quantity, created_at)
select
  gen_random_uuid(),
  brands[1 + (i * 7) % 24] || ' ' || nouns[1 + (i * 13) % 30] || ' ' || (100 + i % 900)::text,
  'A ' || adjectives[1 + i % 12] || ' ' || lower(nouns[1 + (i * 13) % 30]) || ' from ' || brands[1 + (i * 11) % 24]
    || ', ' || adjectives[1 + (i * 5) % 12] || ' and ready for delivery across Kenya.',
  (10000 + ((i::bigint * 104729) % 19990000))::int,
  '/demo/products/electronics-1.webp',
  '[]'::jsonb,
  categories[1 + i % 10],
  'Nairobi',
  brands[1 + (i * 7) % 24],
  case when i % 11 = 0 then 0 else 1 + (i % 50) end,
  now() - (i % 730) * interval '1 day' - (i % 86400) * interval '1 second'
from words, generate_series(1, :count) as i;
