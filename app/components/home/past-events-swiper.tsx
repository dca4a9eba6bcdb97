// Loaded only after hydration (dynamic import), so Swiper stays out of Home's first load.
import { Swiper, SwiperSlide } from "swiper/react";
import { A11y, Keyboard, Navigation, Pagination } from "swiper/modules";
import "swiper/css";
import "swiper/css/navigation";
import "swiper/css/pagination";
import { carouselSizes, type PastEventImage } from "~/modules/media/images";

export default function PastEventsSwiper({
  images,
  onOpen,
  onReady,
}: {
  images: PastEventImage[];
  onOpen: (image: PastEventImage) => void;
  onReady: () => void;
}) {
  return (
    <Swiper
      modules={[Navigation, Pagination, Keyboard, A11y]}
      loop={images.length > 1}
      navigation
      pagination={{ clickable: true, dynamicBullets: true, dynamicMainBullets: 1 }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      spaceBetween={30}
      slidesPerView={1}
      breakpoints={{
        0: { slidesPerView: 1 },
        576: { slidesPerView: 1.5 },
        768: { slidesPerView: 2 },
        992: { slidesPerView: 2.5 },
        1200: { slidesPerView: 3 },
      }}
      onAfterInit={onReady}
      className="past-events-swiper"
    >
      {images.map((image, i) => (
        <SwiperSlide key={image.id}>
          <button type="button" className="past-event-card" onClick={() => onOpen(image)}>
            <img
              src={image.thumb}
              srcSet={image.srcSet}
              sizes={carouselSizes}
              alt={`Past event photo ${i + 1} of ${images.length} (open enlarged)`}
              loading={i < 3 ? "eager" : "lazy"}
              decoding="async"
            />
          </button>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
