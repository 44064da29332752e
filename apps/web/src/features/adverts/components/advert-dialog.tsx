import { useQuery } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ProductImage } from '@/components/ui/product-image'
import { popupQueryOptions } from '../api/get-adverts'
import { AdvertMeta, AdvertTypeBadge } from './advert-details'

/** The pop-up's dialog: one advert from a fresh mix of 10, with Explore Now. */
export default function AdvertDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  const advert = useQuery({ ...popupQueryOptions, enabled: open })

  useEffect(() => {
    if (!open) return
    // Spec section 8: advert fetch errors are only logged; an empty mix shows nothing.
    if (advert.isError) console.error('The advert pop-up could not load', advert.error)
    if (advert.isError || advert.data === null) onOpenChange(false)
  }, [open, advert.isError, advert.error, advert.data, onOpenChange])

  const item = advert.data
  return (
    <Dialog open={open && Boolean(item)} onOpenChange={onOpenChange}>
      {item && (
        <DialogContent closeLabel={t('common.close')} className="max-w-md gap-0 overflow-hidden p-0">
          <ProductImage
            src={item.image_url}
            width={480}
            height={480}
            loading="eager"
            className="aspect-[4/3] w-full"
          />
          <div className="flex flex-col gap-3 p-6">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t('billboard.sponsored')}
            </p>
            <DialogHeader>
              <AdvertTypeBadge advert={item} />
              <DialogTitle>{item.title}</DialogTitle>
              <DialogDescription>{item.description}</DialogDescription>
            </DialogHeader>
            <AdvertMeta advert={item} />
            <Button asChild variant="accent" className="mt-2">
              <Link to={item.link} onClick={() => onOpenChange(false)}>
                {t('billboard.exploreNow')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  )
}
