// A project's thumbnail: the scene capture scaled down to 480 px wide, JPEG — tens of kB, well
// under the API's 400 kB limit.
export const thumbnailWidth = 480;
export const thumbnailMaxChars = 400_000;

export function thumbnailOf(capture: string | null): Promise<string | null> {
  if (!capture) return Promise.resolve(null);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.min(thumbnailWidth, image.width);
      canvas.height = Math.round((image.height * canvas.width) / image.width);
      const context = canvas.getContext('2d');
      if (!context) return resolve(null);
      context.fillStyle = '#f4efe8';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      for (const quality of [0.8, 0.6, 0.4]) {
        const url = canvas.toDataURL('image/jpeg', quality);
        if (url.length <= thumbnailMaxChars) return resolve(url);
      }
      resolve(null);
    };
    image.onerror = () => resolve(null);
    image.src = capture;
  });
}
