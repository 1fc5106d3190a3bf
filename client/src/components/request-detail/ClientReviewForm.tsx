import { useState } from 'react';
import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { notify } from '../../shell/toaster';
import { apiErrorInfo } from '../../lib/errors';
import { Stars } from './Stars';

export const SubmitReviewDocument = graphql(`
  mutation SubmitReview($input: SubmitReviewInput!) {
    submitReview(input: $input) {
      id
      requestId
      workerRating
      serviceRating
      comment
      createdAt
      request {
        id
        rating
        canRate
        clientStats {
          ...MyClientStats_stats
        }
      }
    }
  }
`);

/**
 * Submits a review. The answer carries the request (its rating, no longer rateable) and the
 * client's figures, which the cache puts in place; the review joins the top of the cached list
 * of the client's reviews (no refetch).
 */
export function useSubmitReview() {
  const [mutate, result] = useMutation(SubmitReviewDocument, {
    update(cache, { data }) {
      const review = data?.submitReview;
      if (!review) return;
      const ref = cache.identify(review);
      cache.modify<{ myReviews: { items: readonly Reference[] } }>({
        fields: {
          myReviews: (existing, { readField, toReference, isReference }) => {
            const added = ref ? toReference(ref) : undefined;
            if (!existing || isReference(existing) || !added || existing.items.some((item) => readField('id', item) === review.id)) return existing;
            return { ...existing, items: [added, ...existing.items] };
          },
        },
      });
    },
  });
  const submit = (input: { requestId: string; rating: number; comment?: string | null }) => mutate({ variables: { input } });
  return [submit, result] as const;
}

/** 1-5 stars and an optional comment; 'Rating Required' until a star is chosen. */
export function ClientReviewForm({ request, onDone }: { request: { id: string; title: string }; onDone?: () => void }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [submit, { loading }] = useSubmitReview();

  const onSubmit = async () => {
    if (rating < 1) {
      notify({ title: 'Rating Required', description: 'Please select a star rating before submitting your review.', type: 'warning' });
      return;
    }
    try {
      await submit({ requestId: request.id, rating, comment: comment.trim() || null });
      notify({ title: 'Review Submitted', description: 'Thank you for your feedback!', type: 'success' });
      onDone?.();
    } catch (error) {
      const info = apiErrorInfo(error);
      notify({
        title: 'Submission Failed',
        description: info.code === 'CONFLICT' && info.message ? info.message : 'There was an error submitting your review. Please try again.',
        type: 'error',
      });
    }
  };

  return (
    <Stack gap="3">
      <Text fontWeight="semibold">How was {request.title}?</Text>
      <Stars value={rating} onChange={setRating} label="Your rating" />
      <Field.Root>
        <Field.Label>Comment (optional)</Field.Label>
        <Textarea value={comment} onChange={(e) => setComment(e.target.value)} maxLength={2000} placeholder="Tell us about the service" />
      </Field.Root>
      <Button colorPalette="brand" alignSelf="flex-start" onClick={onSubmit} loading={loading}>
        Submit Review
      </Button>
    </Stack>
  );
}
