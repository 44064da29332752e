import { foodMessages, type FoodOrderStatus } from '@soko/shared/food/food.constants'
import type { Localized } from '../../lib/texts'

// What the food module tells people (notify(): the reader's language). English and plain Kenyan Swahili.

/** The buyer's notice once paid (checkout's paid notice for orders of `food` lines). */
export const foodPaidNotice = {
  title: { en: 'Food order sent', sw: 'Agizo la chakula limetumwa' },
  message: {
    en: foodMessages.paymentSuccess,
    sw: 'Malipo yamefanikiwa! Agizo lako la chakula limetumwa kwa mgahawa.',
  },
} as const satisfies { title: Localized; message: Localized }

/** The owner's notice of a new paid order. */
export const newKitchenOrderNotice = (
  reference: string,
  restaurant: string,
  items: number,
  total: string,
) => ({
  title: { en: 'New food order', sw: 'Agizo jipya la chakula' },
  message: {
    en: `New paid order ${reference} for ${restaurant}: ${items} item(s), ${total}. Accept or reject it in the kitchen.`,
    sw: `Agizo jipya lililolipiwa ${reference} kwa ${restaurant}: vyakula ${items}, ${total}. Likubali au ulikatae jikoni.`,
  },
})

type Move = Extract<FoodOrderStatus, 'accepted' | 'preparing' | 'on_the_way' | 'delivered' | 'rejected'>

/** The customer's notice of each kitchen move. */
export function customerMoveNotice(
  status: Move,
  context: { restaurant: string; reference: string; estimate?: number | null; reason?: string | null },
): { type: 'success' | 'info' | 'warning'; title: Localized; message: Localized } {
  const { restaurant, reference } = context
  switch (status) {
    case 'accepted':
      return {
        type: 'success',
        title: { en: 'Order accepted', sw: 'Agizo limekubaliwa' },
        message: {
          en: `${restaurant} accepted your order ${reference}. It should reach you in about ${context.estimate ?? 30} minutes.`,
          sw: `${restaurant} imekubali agizo lako ${reference}. Litakufikia baada ya takriban dakika ${context.estimate ?? 30}.`,
        },
      }
    case 'preparing':
      return {
        type: 'info',
        title: { en: 'Your food is being prepared', sw: 'Chakula chako kinaandaliwa' },
        message: {
          en: `${restaurant} is preparing your order ${reference}.`,
          sw: `${restaurant} inaandaa agizo lako ${reference}.`,
        },
      }
    case 'on_the_way':
      return {
        type: 'info',
        title: { en: 'Your order is on the way', sw: 'Agizo lako liko njiani' },
        message: {
          en: `Your order ${reference} from ${restaurant} is on the way.`,
          sw: `Agizo lako ${reference} kutoka ${restaurant} liko njiani.`,
        },
      }
    case 'delivered':
      return {
        type: 'success',
        title: { en: 'Order delivered', sw: 'Agizo limefikishwa' },
        message: {
          en: `Your order ${reference} from ${restaurant} has been delivered. Enjoy your meal!`,
          sw: `Agizo lako ${reference} kutoka ${restaurant} limefikishwa. Furahia mlo wako!`,
        },
      }
    case 'rejected':
      return {
        type: 'warning',
        title: { en: 'Order rejected', sw: 'Agizo limekataliwa' },
        message: {
          en: `${restaurant} could not take your order ${reference}: ${context.reason ?? ''}. Your payment will be refunded.`,
          sw: `${restaurant} haikuweza kupokea agizo lako ${reference}: ${context.reason ?? ''}. Utarudishiwa pesa zako.`,
        },
      }
  }
}
