import { useMutation, useQueryClient } from '@tanstack/react-query'
import { POST_CONTENT_MAX, POST_TITLE_MAX } from '@soko/shared/community/community.constants'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField, fieldControlProps } from '@/components/ui/form-field'
import { ImageUploadField } from '@/components/ui/image-upload-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { ApiError, errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { createForumPost } from '../api/create-post'
import { useForumCategories } from '../api/get-categories'
import { forumPostListsKey } from '../api/query-keys'
import { FORUM_IMAGE_TYPES, isAcceptedForumImage, uploadForumImage } from '../api/upload-forum-image'

/**
 * Create New Post (spec 001 Community): category, title, content and an optional picture. A form missing
 * any of the three is silently not submitted (section 5): its Post button stays disabled until they are there.
 */
export default function CreatePostDialog({
  onClose,
  defaultCategory = '',
}: {
  onClose: () => void
  defaultCategory?: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const client = useQueryClient()
  const categories = useForumCategories()
  const [categoryId, setCategoryId] = useState(defaultCategory)
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [imageUrl, setImageUrl] = useState('')

  const upload = useMutation({
    mutationFn: uploadForumImage,
    onSuccess: ({ url }) => setImageUrl(url),
    onError: (error) => toast.error(errorMessage(error, t('forums.create.imageFailed'))),
  })

  const create = useMutation({
    mutationFn: createForumPost,
    onSuccess: async () => {
      toast.success(t('forums.create.createdTitle'), { description: t('forums.create.created') })
      onClose()
      await client.invalidateQueries({ queryKey: forumPostListsKey })
    },
    onError: (error) => {
      // The spec's text; a rule the server names (too fast, too long) is said under it.
      const reason =
        error instanceof ApiError && error.isFromServer && error.status < 500 ? error.message : undefined
      toast.error(t('forums.create.failed'), reason ? { description: reason } : undefined)
    },
  })

  const ready = Boolean(categoryId) && title.trim() !== '' && content.trim() !== ''

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!ready || create.isPending || upload.isPending) return
    create.mutate({
      category_id: categoryId,
      title: title.trim(),
      content: content.trim(),
      image_url: imageUrl || null,
    })
  }

  function onFile(file: File) {
    if (!isAcceptedForumImage(file)) {
      toast.error(t('forums.create.imageInvalid'))
      return
    }
    upload.mutate(file)
  }

  return (
    <FormDialog
      title={t('forums.create.title')}
      description={t('forums.create.description')}
      closeLabel={t('forums.close')}
      cancelLabel={t('forums.cancel')}
      submitLabel={t('forums.create.submit')}
      pendingLabel={t('forums.create.submitting')}
      submitting={create.isPending}
      busy={create.isPending || upload.isPending || !ready}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormField id={`${id}-category`} label={t('forums.create.category')}>
        <NativeSelect
          {...fieldControlProps(`${id}-category`)}
          value={categoryId}
          required
          onChange={(event) => setCategoryId(event.target.value)}
        >
          <option value="" disabled>
            {categories.isPending ? t('forums.loadingCategories') : t('forums.create.chooseCategory')}
          </option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${id}-title`} label={t('forums.create.postTitle')}>
        <Input
          {...fieldControlProps(`${id}-title`)}
          value={title}
          required
          maxLength={POST_TITLE_MAX}
          autoComplete="off"
          placeholder={t('forums.create.titlePlaceholder')}
          onChange={(event) => setTitle(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-content`} label={t('forums.create.content')}>
        <Textarea
          {...fieldControlProps(`${id}-content`)}
          value={content}
          required
          rows={6}
          maxLength={POST_CONTENT_MAX}
          placeholder={t('forums.create.contentPlaceholder')}
          onChange={(event) => setContent(event.target.value)}
        />
      </FormField>
      <ImageUploadField
        id={`${id}-image`}
        label={t('forums.create.picture')}
        hint={upload.isPending ? t('forums.create.uploading') : t('forums.create.pictureHint')}
        accept={FORUM_IMAGE_TYPES}
        disabled={upload.isPending || create.isPending}
        onFile={onFile}
        imageUrl={imageUrl}
        previewLabel={t('forums.create.picturePreview')}
        removeLabel={t('forums.create.removePicture')}
        onRemove={() => setImageUrl('')}
      />
    </FormDialog>
  )
}
