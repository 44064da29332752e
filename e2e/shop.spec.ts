import { expect, test, type Page } from '@playwright/test'
import { appStarted, expectNoSeriousA11yViolations, searchBox } from './helpers/shell'
import {
  cartButton,
  formatKsh,
  listProducts,
  pickProduct,
  productCard,
  productCards,
  shillings,
  suppressPopups,
  toast,
} from './helpers/shop'

const sortLabels = {
  newest: 'Newest First',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  rating: 'Highest Rated',
  name: 'Name: A-Z',
} as const

const shopSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search products' })
const productCount = (page: Page) => page.getByTestId('product-count')
const countText = (total: number) => `${total} ${total === 1 ? 'product' : 'products'} found`

async function cardNames(page: Page) {
  return productCards(page).getByRole('heading', { level: 3 }).allTextContents()
}

async function cardPrices(page: Page) {
  return (await productCards(page).getByTestId('product-price').allTextContents()).map(shillings)
}

async function chooseSort(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Sort by' }).click()
  await page.getByRole('option', { name: label, exact: true }).click()
}

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test.describe('shop at 1280 px', () => {
  test('lists the catalogue with its count, 24 at a time, and Load more brings the next page', async ({
    page,
    request,
  }) => {
    const { total, items } = await listProducts(request, { limit: 24 })
    await page.goto('/shop')
    await expect(page).toHaveTitle('Shop - Soko')
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible()
    await expect(productCount(page)).toHaveText(countText(total))
    await expect(productCards(page)).toHaveCount(24)
    expect(await cardNames(page)).toEqual(items.map((item) => item.name))

    await page.getByRole('button', { name: 'Load more' }).click()
    await expect(productCards(page)).toHaveCount(48)
    const next = await listProducts(request, { limit: 48 })
    expect(await cardNames(page)).toEqual(next.items.map((item) => item.name))
  })

  test('a card shows the image, name, vendor, stars with the review count, the KSh price, quick view, heart and Add', async ({
    page,
    request,
  }) => {
    const [first] = (await listProducts(request, { limit: 1, sort: 'name' })).items
    await page.goto('/shop?sort=name')
    const card = productCard(page, first!.name)
    await expect(card.getByRole('link', { name: first!.name })).toHaveAttribute(
      'href',
      `/product/${first!.id}`,
    )
    await expect(card.getByText(first!.vendor!, { exact: true })).toBeVisible()
    await expect(card.getByRole('img', { name: `Rated ${first!.rating.toFixed(1)} out of 5` })).toBeVisible()
    await expect(card).toContainText(`(${first!.total_reviews})`)
    await expect(card.getByTestId('product-price')).toHaveText(formatKsh(first!.price_cents))
    await expect(card.getByRole('button', { name: `Quick view of ${first!.name}` })).toBeVisible()
    await expect(card.getByRole('button', { name: `Add ${first!.name} to wishlist` })).toBeVisible()
    await expect(card.getByRole('button', { name: `Add ${first!.name} to cart` })).toHaveText('Add')
    const image = card.locator('img').first()
    await expect(image).toBeVisible()
    await expect(image).toHaveAttribute('width', '480')
    await expect(image).toHaveAttribute('height', '480')
  })

  test('the search box writes to the URL at once, searches case-insensitively with typos, and shows the results', async ({
    page,
    request,
  }) => {
    await page.goto('/shop')
    await expect(productCards(page)).toHaveCount(24)
    await shopSearch(page).fill('SAMSNG galaxy')
    await expect(page).toHaveURL(/\/shop\?search=SAMSNG\+galaxy$/)
    await expect(productCard(page, 'Samsung Galaxy A15 128GB')).toBeVisible()
    const { total } = await listProducts(request, { search: 'SAMSNG galaxy' })
    await expect(productCount(page)).toHaveText(countText(total))

    // The header search sends people to /products?search=, the same screen.
    await searchBox(page).fill('kiondo')
    await searchBox(page).press('Enter')
    await expect(page).toHaveURL('/products?search=kiondo')
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "kiondo"' })).toBeVisible()
    await expect(shopSearch(page)).toHaveValue('kiondo')
    await expect(productCards(page).first()).toContainText(/kiondo/i)
  })

  test('the server query waits 500 ms after the last keystroke', async ({ page }) => {
    await page.goto('/shop')
    await expect(productCards(page)).toHaveCount(24)
    const searches: { term: string; at: number }[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/products' && url.searchParams.has('search'))
        searches.push({ term: url.searchParams.get('search')!, at: Date.now() })
    })
    await appStarted(page)
    // Each keystroke's time is taken before it is sent: a request can only come later than that.
    const keystrokes: number[] = []
    await shopSearch(page).focus()
    for (const key of 'maasai') {
      keystrokes.push(Date.now())
      await page.keyboard.type(key)
      await page.waitForTimeout(60)
    }
    await expect(page).toHaveURL(/search=maasai$/)
    await expect(productCards(page).first()).toContainText(/maasai/i)
    // Typed at a steady pace, one query for the whole word. On a machine too busy to keep the pace, a pause of
    // over 500 ms may send a prefix first: the rule is then that no query left before its 500 ms were up.
    expect(searches.at(-1)?.term).toBe('maasai')
    for (const search of searches) {
      const lastKeystroke = Math.max(...keystrokes.filter((at) => at <= search.at))
      expect(search.at - lastKeystroke).toBeGreaterThanOrEqual(500)
    }
  })

  test('shows the empty state when nothing matches', async ({ page }) => {
    await page.goto('/products?search=qwxzvbnmpl')
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible()
    await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible()
    await expect(productCount(page)).toHaveText('0 products found')
  })

  for (const [sort, label] of Object.entries(sortLabels)) {
    test(`sorts by ${label}`, async ({ page, request }) => {
      await page.goto('/shop')
      await expect(productCards(page)).toHaveCount(24)
      await chooseSort(page, label)
      if (sort === 'newest') {
        // The default: choosing it again keeps a plain URL.
        await expect(page).toHaveURL(/\/shop$/)
      } else {
        await expect(page).toHaveURL(new RegExp(`\\?sort=${sort}$`))
      }
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(label)
      const expected = await listProducts(request, { sort, limit: 24 })
      if (sort === 'rating') {
        // Reviews written by other journeys move ratings, so check the order rather than the names.
        await expect(productCards(page)).toHaveCount(24)
        const labels = await productCards(page)
          .getByRole('img', { name: /^Rated/ })
          .evaluateAll((stars) =>
            stars.map((star) => Number(/Rated ([\d.]+)/.exec(star.getAttribute('aria-label') ?? '')?.[1])),
          )
        expect(labels).toEqual([...labels].sort((a, b) => b - a))
        return
      }
      await expect.poll(() => cardNames(page)).toEqual(expected.items.map((item) => item.name))
      const prices = await cardPrices(page)
      if (sort === 'price_asc') expect(prices).toEqual([...prices].sort((a, b) => a - b))
      if (sort === 'price_desc') expect(prices).toEqual([...prices].sort((a, b) => b - a))
    })
  }

  test('filters by category and price range, keeps them in the URL, and the back button undoes them', async ({
    page,
    request,
  }) => {
    await page.goto('/shop')
    await page.getByRole('button', { name: 'Filters', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    const category = page.getByRole('combobox', { name: 'Category' })
    await expect(category).toHaveText('All Categories')
    await category.click()
    const { categories } = (await (await request.get('/api/products/categories')).json()) as {
      categories: string[]
    }
    await expect(page.getByRole('option')).toHaveText(['All Categories', ...categories])
    await page.getByRole('option', { name: 'Books', exact: true }).click()
    await expect(page).toHaveURL(/\/shop\?category=Books$/)
    const books = await listProducts(request, { category: 'Books' })
    await expect(productCount(page)).toHaveText(countText(books.total))

    // The slider runs from 0 to 100,000 in steps of 1,000; Page Down moves ten steps.
    const maximum = page.getByRole('slider', { name: 'Maximum price' })
    await expect(maximum).toHaveAttribute('aria-valuemax', '100000')
    await expect(page.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuemin', '0')
    await maximum.focus()
    for (let step = 0; step < 9; step++) await maximum.press('PageDown')
    await maximum.press('ArrowLeft')
    await expect(maximum).toHaveAttribute('aria-valuenow', '9000')
    await expect(page.getByTestId('price-range')).toHaveText('KSh 0 - KSh 9,000')
    await expect(page).toHaveURL(/\/shop\?category=Books&max_price=9000$/)
    const cheapBooks = await listProducts(request, { category: 'Books', max_price: 9000 })
    await expect(productCount(page)).toHaveText(countText(cheapBooks.total))
    await expect.poll(async () => Math.max(...(await cardPrices(page)))).toBeLessThanOrEqual(9000)

    const minimum = page.getByRole('slider', { name: 'Minimum price' })
    await minimum.focus()
    await minimum.press('ArrowRight')
    await expect(page).toHaveURL(/\/shop\?category=Books&min_price=1000&max_price=9000$/)
    await expect.poll(async () => Math.min(...(await cardPrices(page)))).toBeGreaterThanOrEqual(1000)

    await page.goBack()
    await expect(page).toHaveURL(/\/shop\?category=Books&max_price=9000$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/shop\?category=Books$/)
    await expect(productCount(page)).toHaveText(countText(books.total))
    await page.goBack()
    await expect(page).toHaveURL(/\/shop$/)
  })

  test('a shared link opens with its filters, and Clear Filters resets them with "Filters cleared!"', async ({
    page,
    request,
  }) => {
    const { total } = await listProducts(request)
    await page.goto('/shop?search=shoes&category=Clothing&min_price=2000&sort=price_asc')
    await expect(shopSearch(page)).toHaveValue('shoes')
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Price: Low to High')
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Clothing')
    await expect(page.getByTestId('price-range')).toHaveText('KSh 2,000 - KSh 100,000')
    const filtered = await listProducts(request, {
      search: 'shoes',
      category: 'Clothing',
      min_price: 2000,
      sort: 'price_asc',
    })
    await expect(productCount(page)).toHaveText(countText(filtered.total))

    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(toast(page, 'Filters cleared!')).toBeVisible()
    await expect(page).toHaveURL(/\/shop$/)
    await expect(shopSearch(page)).toHaveValue('')
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Newest First')
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('All Categories')
    await expect(productCount(page)).toHaveText(countText(total))
  })

  test('quick view shows the product with Add to Cart, and a guest can add from it', async ({
    page,
    request,
  }) => {
    const product = await pickProduct(request, (item) => item.in_stock && item.stock_quantity >= 3, 3)
    await page.goto(`/shop?search=${encodeURIComponent(product.name)}`)
    await productCard(page, product.name)
      .getByRole('button', { name: `Quick view of ${product.name}` })
      .click()
    const dialog = page.getByRole('dialog', { name: product.name })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(product.category, { exact: true })).toBeVisible()
    await expect(dialog.getByText(`by ${product.vendor}`)).toBeVisible()
    await expect(dialog.getByRole('img', { name: /^Rated/ })).toBeVisible()
    await expect(dialog.getByText(formatKsh(product.price_cents), { exact: true })).toBeVisible()
    await expect(dialog.getByText(product.description)).toBeVisible()
    await expect(dialog.getByText(`In Stock (${product.stock_quantity} available)`)).toBeVisible()
    await expect(dialog.getByRole('button', { name: `Add ${product.name} to wishlist` })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/product/${product.id}`,
    )

    await dialog.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(toast(page, `${product.name} added to cart!`)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item')
    await expect(cartButton(page)).toHaveText('1')
  })

  test('an out-of-stock product is listed with Add disabled, and its quick view says Out of Stock', async ({
    page,
    request,
  }) => {
    const product = await pickProduct(request, (item) => !item.in_stock)
    await page.goto(`/shop?search=${encodeURIComponent(product.name)}`)
    const card = productCard(page, product.name)
    await expect(card.getByText('Out of Stock')).toBeVisible()
    await expect(card.getByRole('button', { name: `Add ${product.name} to cart` })).toBeDisabled()
    await card.getByRole('button', { name: `Quick view of ${product.name}` }).click()
    const dialog = page.getByRole('dialog', { name: product.name })
    await expect(dialog.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    await expect(dialog.locator('p').filter({ hasText: 'Availability:' })).toHaveText(
      'Availability: Out of Stock',
    )
  })

  test('shows 8 skeleton cards while loading, and an error with a retry when the list fails', async ({
    page,
  }) => {
    let fail = true
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/products?*', async (route) => {
      await held
      if (fail) await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } })
      else await route.continue()
    })
    // Opened from another screen: a first load of /shop carries its first page in the HTML (decision 026).
    await page.goto('/services')
    await page.getByRole('navigation').getByRole('link', { name: 'Shop', exact: true }).first().click()
    await expect(page).toHaveURL(/\/shop$/)
    await expect(page.getByTestId('product-card-skeleton')).toHaveCount(8)
    await expect(page.getByRole('status').filter({ hasText: 'Loading products...' })).toBeAttached()
    release()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      /^Failed to load products\. Please try again\./,
    )
    await expect(toast(page, 'Failed to load products. Please try again.')).toBeVisible()
    fail = false
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(productCards(page)).toHaveCount(24)
  })

  test('has no serious axe violations, with the filters open', async ({ page }) => {
    await page.goto('/shop?category=Electronics')
    await expect(productCards(page).first()).toBeVisible()
    await expect(page.getByRole('slider', { name: 'Maximum price' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('shop at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('shows two cards a row without a horizontal scroll, and no serious axe violations', async ({
    page,
  }) => {
    await page.goto('/shop')
    await expect(productCards(page)).toHaveCount(24)
    // The app's layout, not the server's first guess (a desktop browser narrowed to a phone's width).
    await appStarted(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const first = await productCards(page).nth(0).boundingBox()
    const second = await productCards(page).nth(1).boundingBox()
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(1)
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1)
    await expectNoSeriousA11yViolations(page)
  })

  test('sorting and filtering work by keyboard alone', async ({ page, request }) => {
    await page.goto('/shop')
    await expect(productCards(page)).toHaveCount(24)
    await appStarted(page)
    await page.getByRole('combobox', { name: 'Sort by' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('option', { name: 'Newest First' })).toBeFocused()
    // One press at a time, each seen to land (a slow machine may still be settling the open list).
    for (const next of ['Price: Low to High', 'Price: High to Low', 'Highest Rated', 'Name: A-Z']) {
      await page.keyboard.press('ArrowDown')
      await expect(page.getByRole('option', { name: next })).toBeFocused()
    }
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\?sort=name$/)
    const expected = await listProducts(request, { sort: 'name', limit: 2 })
    await expect
      .poll(async () => (await cardNames(page)).slice(0, 2))
      .toEqual(expected.items.map((item) => item.name))

    await page.getByRole('button', { name: 'Filters', exact: true }).focus()
    await page.keyboard.press('Enter')
    const maximum = page.getByRole('slider', { name: 'Maximum price' })
    await maximum.focus()
    await page.keyboard.press('End')
    await page.keyboard.press('PageDown')
    await expect(page).toHaveURL(/\?max_price=90000&sort=name$/)
  })
})

test.describe('shop in Kiswahili', () => {
  test('categories have their Swahili names in the filter, on a product page and in its breadcrumb (issue 20)', async ({
    page,
    request,
  }) => {
    await page.goto('/shop?category=Books')
    await page.getByRole('button', { name: 'Change language' }).click()
    await page.getByRole('menuitemradio', { name: 'Kiswahili' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    // Filters from the URL open the panel by themselves.
    await expect(page.getByRole('button', { name: 'Vichujio', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    const category = page.getByRole('combobox', { name: 'Aina' })
    await expect(category).toHaveText('Vitabu')
    await category.click()
    await expect(page.getByRole('option', { name: 'Vyakula na Vinywaji', exact: true })).toBeVisible()
    await page.getByRole('option', { name: 'Vifaa vya Kielektroniki', exact: true }).click()
    // The stored key stays English in the URL and the API call.
    await expect(page).toHaveURL(/\/shop\?category=Electronics$/)
    await expectNoSeriousA11yViolations(page)

    const book = await pickProduct(request, (product) => product.category === 'Books')
    await page.goto(`/products/${book.id}`)
    await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible()
    const crumb = page.getByRole('navigation', { name: 'Njia' }).getByRole('link', { name: 'Vitabu' })
    await expect(crumb).toHaveAttribute('href', '/shop?category=Books')
    await expect(page.getByRole('main').getByText('Books', { exact: true })).toHaveCount(0)
  })
})
